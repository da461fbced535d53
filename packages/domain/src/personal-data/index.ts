/**
 * Personal data screen (spec 1 §2 step DataEntry, spec 2 §3-§5, decision 090): the rules of every
 * section, written once for the web form and the server.
 *
 * One schema per form (decision 195): each section's structure refined by its rules; each field
 * error's message is a code, a key of the `personalDataRules` messages section, or
 * `validation.prefix.invalid` / `validation.phone.invalid` of the registration rules:
 * - `personalDataFormSchema(context)`   personal data + identifiers      → TPersonalDataForm
 * - `ZAddressForm` / `addressFormSchema(variant)`  permanent + temporary  → TAddressForm
 * - `ZContactsForm` / `contactsFormSchema()`                             → TContactsForm
 * - `employmentFormSchema(context)`     professional / employment        → TEmploymentForm
 * - `questionnaireFormSchema(context)`  purpose of business (KYC)        → TQuestionnaireForm
 * - `ZStudentForm` / `studentFormSchema()`  student data (Diploma)       → TStudentForm
 * - `personalDataSectionsSchema(context)`  all sections, made of the above (the web's resolver)
 * - `personalDataRequestSchema(context, extras)`  the same, with the request body as its output
 * - `prospectRequestBodySchema(context)`   PATCH prospects/{id}/info body (the server's): the
 *   sections schema over the body's sections, errors by body path, output the stored body
 * - `ZPartialSave` / `partialSaveSchema()`  PATCH prospects/{id}/info/partialsave body
 * `context` is `{ today: CalendarDate, packageName: PackageName | null, variant? }`. The
 * `…Issues(form, context)` functions are the schemas' errors as lists (`issuesOf`); the
 * `Z…Structure` schemas (`…StructureSchema()`) check only the shape. Every schema is built on its
 * first use (lazily.ts, decision 306): browser code reads the `…Schema()` getters, and a `Z…`
 * constant is the same schema as its getter's. `prospectRequestBodyFromSections` is the request
 * schema's transform, `toProspectData` converts the body to the prospect data format;
 * `sectionsFromPartialSave` restores the screen from a partial save over
 * `EMPTY_PERSONAL_DATA_SECTIONS`. Countries: `COUNTRY_CODES` is the portal's one country list
 * (decision 197), `countryName` its names.
 *
 * Lookup endpoints (server, base /services/slo, language sl|en|sq):
 * GET getGender/{language}, getResidenceStatus/{language}, getNationality/{language},
 * getCountry/{language}, getIssuingAuthority/{language}, getPostalCode/{language},
 * getEmployerStatus/{language}, getIncomeSource/{language}, getEmploymentIncomeSource/{language},
 * getOriginOfFunds/{language}, getBusinessRelations/{language}, getEmployerBusiness/{language},
 * getPositionHeld/{language}, getEmploymentTerm/{language} (each [{ code, name }]: the codes are
 * here, the names of the coded lists are the `personalDataLookups` messages section, decision 196);
 * GET external/info/dataregistry?language, POST externalservices/{seg}/city { code },
 * GET external/info/employers-suggestion?query (3 characters at least).
 */
export * from './address-form';
export * from './al-example';
export * from './al-identifiers';
export * from './al-personal-data-rules';
export * from './api';
export * from './checksums';
export * from './contacts-form';
export * from './conversion';
export * from './countries';
export * from './country-codes';
export * from './dates';
export * from './document-numbers';
export * from './employment-form';
export * from './enumerations';
export * from './example';
export * from './lookups';
export * from './personal-data-form';
export * from './postal-codes';
export * from './questionnaire-form';
export * from './request-body';
export * from './rules';
export * from './sections';
export * from './student-form';
