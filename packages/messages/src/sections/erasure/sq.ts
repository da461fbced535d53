import type { CatalogOf } from '../../translator';
import type en from './en';

const erasure: CatalogOf<typeof en> = {
  section: {
    heading: 'Fshij të dhënat e mia',
    intro: 'Mund të na kërkoni të fshijmë të dhënat që na dhatë për këtë aplikim.',
    deletedHeading: 'Çfarë fshijmë',
    deleted: {
      application: 'Aplikimin tuaj dhe përgjigjet tuaja në të',
      personalData: 'Të dhënat personale që futët, si adresa dhe numri i telefonit',
      documents: 'Dokumentet dhe fotot që ngarkuat',
      login: 'Hyrjen tuaj, që askush të mos mund ta vazhdojë aplikimin',
    },
    keptHeading: 'Çfarë duhet të ruajë banka',
    kept: 'Nëse tashmë jeni bërë klienti ynë, ligji për parandalimin e pastrimit të parave na detyron të ruajmë të dhënat e hapjes së llogarisë, si mënyra se si ju identifikuam, për 5 vjet pas përfundimit të marrëdhënies sonë. Nuk ruajmë asgjë tjetër dhe i fshijmë edhe këto të dhëna kur mbarojnë 5 vjetët.',
    email:
      'Fillimisht do t’ju dërgojmë një e-mail me një lidhje, që të dimë se kërkesa është e juaja. Të dhënat fshihen vetëm kur ta hapni lidhjen. Ajo vlen 24 orë.',
    request: 'Fshij të dhënat e mia',
    loading: 'Po kontrollojmë nëse e keni kërkuar tashmë…',
    loadFailed: 'Nuk mundëm të kontrollonim nëse e keni kërkuar tashmë fshirjen e të dhënave.',
    retry: 'Provo përsëri',
    sent: 'Ju dërguam një lidhje në {{email}}. Hapeni brenda 24 orëve për të konfirmuar që t’i fshijmë të dhënat tuaja.',
    sentNoEmail:
      'Ju dërguam një lidhje në adresën tuaj të e-mailit. Hapeni brenda 24 orëve për të konfirmuar që t’i fshijmë të dhënat tuaja.',
    notReceived:
      'Nuk e morët e-mailin? Kontrolloni dosjen e postës së padëshiruar ose dërgojeni lidhjen përsëri.',
    resend: 'Dërgo lidhjen përsëri',
    scheduled: 'E keni konfirmuar kërkesën. Të dhënat tuaja po fshihen.',
    failed:
      'Nuk mundëm ta dërgonim lidhjen tani. Të dhënat tuaja nuk janë prekur. Provoni përsëri pas disa minutash.',
    tooMany: 'E keni kërkuar disa herë në pak kohë. Prisni disa minuta dhe provoni përsëri.',
  },
  dialog: {
    title: 'Të fshihen të dhënat tuaja?',
    text: 'Aplikimi juaj dhe të dhënat në të do të fshihen. Kjo nuk mund të zhbëhet dhe do të duhej të fillonit një aplikim të ri nga fillimi.',
    next: 'Do të dërgojmë një lidhje konfirmimi në adresën tuaj të e-mailit. Asgjë nuk fshihet derisa ta hapni.',
    confirm: 'Po, më dërgoni lidhjen',
    cancel: 'Anulo',
  },
  confirm: {
    checking: 'Po konfirmojmë kërkesën tuaj…',
    doneTitle: 'Të dhënat tuaja po fshihen',
    doneText:
      'Faleminderit. Tani po fshijmë aplikimin tuaj dhe të dhënat që na dhatë. Kjo zgjat disa minuta.',
    signedOut:
      'Sesioni juaj ka përfunduar: ju kemi nxjerrë nga llogaria në të gjitha pajisjet. Nuk keni nevojë të bëni asgjë tjetër.',
    kept: 'Nëse tashmë ishit bërë klienti ynë, ruajmë vetëm të dhënat e hapjes së llogarisë që kërkon ligji, për 5 vjet pas përfundimit të marrëdhënies sonë.',
    expiredTitle: 'Kjo lidhje ka skaduar',
    expiredText:
      'Një lidhje konfirmimi vlen 24 orë dhe vetëm derisa të dhënat tuaja të fshihen. Nëse e keni konfirmuar tashmë, nuk keni nevojë të bëni asgjë tjetër. Përndryshe hyni, hapni Aplikimin im dhe zgjidhni përsëri “Fshij të dhënat e mia”.',
    invalidTitle: 'Kjo lidhje nuk funksionon',
    invalidText:
      'Lidhja është e paplotë ose është përdorur tashmë. Nëse e keni hapur më parë, të dhënat tuaja tashmë po fshihen. Përndryshe hyni, hapni Aplikimin im dhe kërkojeni përsëri.',
    failedTitle: 'Nuk mundëm ta konfirmonim kërkesën tuaj',
    failedText:
      'Diçka shkoi keq gjatë rrugës. Të dhënat tuaja ende nuk janë fshirë. Provoni përsëri.',
    retry: 'Provo përsëri',
    signIn: 'Hyni',
    toBankSite: 'Shko te faqja e bankës',
  },
};

export default erasure;
