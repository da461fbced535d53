import type { VariantTexts, VariantTextsByLanguage } from './variant-patch';

/*
 * The Albanian variant's texts that name the bank's own country, where the catalogues, written
 * for the Slovenian variant, name Slovenia (decision 159). Its own chunk, loaded only in the al
 * variant (decision 255).
 */

const albanianInEnglish: VariantTexts = {
  signing: {
    pdf: {
      terms: {
        sections: {
          // The cap of PSD2 (EUR 50) is not Albania's; its figure in lek is unverified (decision 237).
          liability: {
            text: 'The customer keeps their credentials and codes secret. Until they report a loss or misuse, the customer bears losses from unauthorised payments up to the amount the Albanian law on payment services sets, unless they acted fraudulently or with gross negligence.',
          },
        },
      },
    },
  },
  consents: {
    legal: { crs: { question: 'Are you a tax resident of a country other than Albania (CRS)?' } },
    pdf: {
      summary: { personalNumber: 'Personal number (NID)', taxNumber: 'Tax number (NIPT)' },
      // The Albanian scheme, as the deposit step names it (decision 232; its amount unverified).
      terms: {
        sections: {
          protection: {
            text: 'Deposits are insured up to 2,500,000 lekë per depositor by the Albanian Deposit Insurance Agency (ASD). Complaints are handled by the bank within 15 days. The bank processes your personal data to perform the contract and as the law requires; you will find more in the privacy notice on the bank’s website.',
          },
        },
      },
    },
  },
  personalData: {
    employment: { taxesPaid: 'Do you pay taxes on your income in Albania?' },
    purpose: {
      inflowSplit: 'Share of inflows from Albania and from abroad',
      outflowSplit: 'Share of outflows to Albania and abroad',
    },
    options: {
      flowSplit: {
        ONLY_SLOVENIA: 'Only Albania',
        NINETY_TEN: '90 % Albania, 10 % abroad',
        SEVENTYFIVE_TWENTYFIVE: '75 % Albania, 25 % abroad',
        FIFTY_FIFTY: '50 % Albania, 50 % abroad',
      },
    },
  },
};

const albanianInAlbanian: VariantTexts = {
  signing: {
    pdf: {
      terms: {
        sections: {
          liability: {
            text: 'Klienti i mban të fshehta kredencialet dhe kodet. Derisa të raportojë një humbje ose keqpërdorim, klienti mban humbjet nga pagesat e paautorizuara deri në shumën që përcakton ligji i Shqipërisë për shërbimet e pagesave, përveç nëse ka vepruar me mashtrim ose me pakujdesi të rëndë.',
          },
        },
      },
    },
  },
  consents: {
    legal: {
      crs: { question: 'A jeni rezident tatimor i një vendi tjetër përveç Shqipërisë (CRS)?' },
    },
    pdf: {
      summary: { personalNumber: 'Numri personal (NID)', taxNumber: 'Numri tatimor (NIPT)' },
      terms: {
        sections: {
          protection: {
            text: 'Depozitat sigurohen deri në 2 500 000 lekë për depozitues nga Agjencia e Sigurimit të Depozitave (ASD) në Shqipëri. Ankesat trajtohen nga banka brenda 15 ditëve. Banka i përpunon të dhënat tuaja personale për zbatimin e kontratës dhe siç e kërkon ligji; më shumë gjeni në njoftimin e privatësisë në faqen e internetit të bankës.',
          },
        },
      },
    },
  },
  personalData: {
    employment: { taxesPaid: 'A i paguani tatimet mbi të ardhurat në Shqipëri?' },
    purpose: {
      inflowSplit: 'Pjesa e hyrjeve nga Shqipëria dhe nga jashtë',
      outflowSplit: 'Pjesa e daljeve drejt Shqipërisë dhe jashtë',
    },
    options: {
      flowSplit: {
        ONLY_SLOVENIA: 'Vetëm Shqipëria',
        NINETY_TEN: '90 % Shqipëria, 10 % jashtë',
        SEVENTYFIVE_TWENTYFIVE: '75 % Shqipëria, 25 % jashtë',
        FIFTY_FIFTY: '50 % Shqipëria, 50 % jashtë',
      },
    },
  },
};

export const ALBANIAN_TEXTS: VariantTextsByLanguage = {
  en: albanianInEnglish,
  sq: albanianInAlbanian,
};
