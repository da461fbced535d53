import type { CatalogOf } from '../../translator';
import type en from './en';

const sandboxBank: CatalogOf<typeof en> = {
  brand: 'Sandbox Banka',
  tagline: 'Banka online',
  language: 'Gjuha',
  languages: { sl: 'Slovenščina', en: 'English', sq: 'Shqip' },
  footer:
    'Sandbox Banka është bankë prove e versionit të zhvillimit. Fjalëkalimi juaj mbetet te kjo bankë.',
  cancel: 'Anulo dhe kthehu',
  login: {
    title: 'Identifikohuni në bankën online',
    lead: 'Një aplikim për kredi kërkon të lexojë të dhënat e llogarisë suaj dhe transaksionet e tre muajve të fundit. Identifikohuni për ta lejuar.',
    hint: 'Bankë prove: emri i përdoruesit {{login}}, fjalëkalimi {{password}}.',
    user: 'Emri i përdoruesit',
    password: 'Fjalëkalimi',
    submit: 'Identifikohu dhe lejo',
  },
  sms: {
    title: 'Konfirmoni me kodin SMS',
    lead: 'Ju dërguam një kod në telefon. Vendoseni për të konfirmuar aksesin.',
    hint: 'Bankë prove: kodi është {{code}}.',
    label: 'Kodi SMS',
    submit: 'Konfirmo',
  },
  validation: {
    login: 'Vendosni emrin e përdoruesit.',
    password: 'Vendosni fjalëkalimin.',
    code: 'Vendosni kodin nga SMS-ja.',
  },
  errors: {
    credentials: 'Emri i përdoruesit ose fjalëkalimi nuk është i saktë.',
    code: 'Kodi nuk është i saktë. Kontrolloni SMS-në dhe vendoseni përsëri.',
    requestTitle: 'Ky identifikim nuk mund të vazhdojë',
    request:
      'Kërkesa për identifikim nuk është e vlefshme ose ka skaduar. Kthehuni te aplikimi dhe filloni përsëri lidhjen me bankën.',
  },
};

export default sandboxBank;
