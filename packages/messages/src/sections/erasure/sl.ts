import type { CatalogOf } from '../../translator';
import type en from './en';

const erasure: CatalogOf<typeof en> = {
  section: {
    heading: 'Izbriši moje podatke',
    intro: 'Lahko nas prosite, da izbrišemo podatke, ki ste nam jih dali za to vlogo.',
    deletedHeading: 'Kaj izbrišemo',
    deleted: {
      application: 'Vašo vlogo in vaše odgovore v njej',
      personalData: 'Osebne podatke, ki ste jih vnesli, na primer naslov in telefonsko številko',
      documents: 'Dokumente in fotografije, ki ste jih naložili',
      login: 'Vašo prijavo, da vloge ne more nadaljevati nihče',
    },
    keptHeading: 'Kaj mora banka hraniti',
    kept: 'Če ste že postali naša stranka, nam zakon o preprečevanju pranja denarja nalaga, da evidence o odprtju računa, na primer kako smo vas identificirali, hranimo še 5 let po koncu poslovnega razmerja. Ničesar drugega ne hranimo, po 5 letih pa izbrišemo tudi te evidence.',
    email:
      'Najprej vam bomo poslali e-pošto s povezavo, da vemo, da zahteva prihaja od vas. Podatke izbrišemo šele, ko odprete povezavo. Veljavna je 24 ur.',
    request: 'Izbriši moje podatke',
    loading: 'Preverjamo, ali ste za izbris že zaprosili …',
    loadFailed: 'Nismo mogli preveriti, ali ste za izbris podatkov že zaprosili.',
    retry: 'Poskusi znova',
    sent: 'Povezavo smo poslali na {{email}}. Odprite jo v 24 urah in tako potrdite, da naj vaše podatke izbrišemo.',
    sentNoEmail:
      'Povezavo smo poslali na vaš e-poštni naslov. Odprite jo v 24 urah in tako potrdite, da naj vaše podatke izbrišemo.',
    notReceived:
      'Niste prejeli e-pošte? Preverite mapo z neželeno pošto ali pa povezavo pošljite znova.',
    resend: 'Pošlji povezavo znova',
    scheduled: 'Zahtevo ste potrdili. Vaše podatke brišemo.',
    failed:
      'Povezave trenutno nismo mogli poslati. Vaši podatki so nedotaknjeni. Poskusite znova čez nekaj minut.',
    tooMany: 'V kratkem času ste večkrat zaprosili. Počakajte nekaj minut in poskusite znova.',
  },
  dialog: {
    title: 'Želite izbrisati svoje podatke?',
    text: 'Vaša vloga in podatki v njej bodo izbrisani. Tega ni mogoče razveljaviti; novo vlogo bi morali začeti od začetka.',
    next: 'Na vaš e-poštni naslov bomo poslali povezavo za potrditev. Dokler je ne odprete, se nič ne izbriše.',
    confirm: 'Da, pošljite mi povezavo',
    cancel: 'Prekliči',
  },
  confirm: {
    checking: 'Potrjujemo vašo zahtevo …',
    doneTitle: 'Vaše podatke brišemo',
    doneText:
      'Hvala. Vašo vlogo in podatke, ki ste nam jih dali, zdaj brišemo. To traja nekaj minut.',
    signedOut:
      'Vaša seja je končana: odjavili smo vas na vseh napravah. Ničesar več vam ni treba storiti.',
    kept: 'Če ste že postali naša stranka, hranimo le evidence o odprtju računa, ki jih zahteva zakon, in sicer 5 let po koncu poslovnega razmerja.',
    expiredTitle: 'Povezava je potekla',
    expiredText:
      'Povezava za potrditev velja 24 ur in le, dokler vaši podatki niso izbrisani. Če ste izbris že potrdili, vam ni treba storiti ničesar več. Sicer se prijavite, odprite Mojo vlogo in znova izberite »Izbriši moje podatke«.',
    invalidTitle: 'Ta povezava ne deluje',
    invalidText:
      'Povezava je nepopolna ali pa je bila že uporabljena. Če ste jo že odprli, vaše podatke že brišemo. Sicer se prijavite, odprite Mojo vlogo in zaprosite znova.',
    failedTitle: 'Vaše zahteve nismo mogli potrditi',
    failedText: 'Na poti je šlo nekaj narobe. Vaši podatki še niso izbrisani. Poskusite znova.',
    retry: 'Poskusi znova',
    signIn: 'Prijava',
    toBankSite: 'Na spletno stran banke',
  },
};

export default erasure;
