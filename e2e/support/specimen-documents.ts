import { join } from 'node:path';
import { icaoLetters, mrzCheckDigit, type CalendarDate } from '@onboarding/domain';
import sharp from 'sharp';

/*
 * Synthetic specimen identity documents (decision 084), rendered for any holder: SVG through
 * sharp (DejaVu Sans for the visual zone, DejaVu Sans Mono for the machine-readable zone), the
 * holder's portrait set into the photo field. The MRZ lines are composed here with the ICAO 9303
 * part 3 check digits, so what the server reads follows from the holder alone. The static
 * fixtures of e2e/fixtures/documents (scripts/make-document-fixtures.mjs) and each journey's own
 * applicant's card (support/holder.ts) come from here: an applicant's card must say what the
 * applicant typed, or the cross-checks of decision 287 find a mismatch.
 */

/** The issuing states these specimens imitate: Slovenia, and Albania for the al variant (176). */
export type SpecimenState = 'SVN' | 'ALB';
export type SpecimenSex = 'F' | 'M';

export interface SpecimenHolder {
  /** As printed in the visual zone (upper case is applied), with its letters: `Žagar Čuk`. */
  readonly surname: string;
  readonly givenNames: string;
  readonly birthDate: CalendarDate;
  readonly sex: SpecimenSex;
  /** Issuing state and nationality alike. */
  readonly nationality: SpecimenState;
}

export interface SpecimenIdCard {
  readonly holder: SpecimenHolder;
  /** Nine characters at most: the TD1 field holds nine (ICAO 9303 part 5). */
  readonly number: string;
  readonly issued: CalendarDate;
  readonly expiry: CalendarDate;
}

export interface SpecimenPassport {
  readonly holder: SpecimenHolder;
  readonly number: string;
  readonly expiry: CalendarDate;
}

/**
 * Whose portrait is in the photo field: the holder's (astronaut.png, whom the face match
 * journey's camera plays), or another person's (camera.png), for the face match's "other face"
 * case (decision 291). Each cropped to head and shoulders, as a document photo is (ICAO 9303
 * part 3 §3.9).
 */
export type Portrait = 'holder' | 'another person';

const FACES = join(import.meta.dirname, '..', 'fixtures', 'faces');
const PORTRAITS: Readonly<
  Record<
    Portrait,
    { file: string; crop: { left: number; top: number; width: number; height: number } }
  >
> = {
  holder: {
    file: join(FACES, 'astronaut.png'),
    crop: { left: 120, top: 10, width: 260, height: 338 },
  },
  'another person': {
    file: join(FACES, 'camera.png'),
    crop: { left: 150, top: 20, width: 230, height: 299 },
  },
};

/** What each state prints on its documents, in its language and English. */
interface StateTexts {
  readonly idHeader: readonly [string, string];
  readonly passportHeader: readonly [string, string];
  readonly shortCode: string;
  readonly nationality: string;
  readonly sex: Readonly<Record<SpecimenSex, string>>;
  readonly residence: string;
  readonly authority: string;
  readonly labels: {
    readonly surname: string;
    readonly givenNames: string;
    readonly sex: string;
    readonly nationality: string;
    readonly birthDate: string;
    readonly expiry: string;
    readonly documentNumber: string;
    readonly residence: string;
    readonly authority: string;
    readonly issued: string;
    readonly type: string;
    readonly code: string;
    readonly passportNumber: string;
  };
}

const STATES: Readonly<Record<SpecimenState, StateTexts>> = {
  SVN: {
    idHeader: ['REPUBLIKA SLOVENIJA · OSEBNA IZKAZNICA', 'REPUBLIC OF SLOVENIA · IDENTITY CARD'],
    passportHeader: ['REPUBLIKA SLOVENIJA · POTNI LIST', 'REPUBLIC OF SLOVENIA · PASSPORT'],
    shortCode: 'SLO',
    nationality: 'SLOVENSKO / SVN',
    sex: { F: 'Ž / F', M: 'M / M' },
    residence: 'Prešernova cesta 1, 1000 Ljubljana',
    authority: 'UE LJUBLJANA',
    labels: {
      surname: 'Priimek / Surname',
      givenNames: 'Ime / Given names',
      sex: 'Spol / Sex',
      nationality: 'Državljanstvo / Nationality',
      birthDate: 'Datum rojstva / Date of birth',
      expiry: 'Datum veljavnosti / Date of expiry',
      documentNumber: 'Številka dokumenta / Document No.',
      residence: 'Prebivališče / Residence',
      authority: 'Izdal / Authority',
      issued: 'Datum izdaje / Date of issue',
      type: 'Tip / Type',
      code: 'Koda / Code',
      passportNumber: 'Potni list št. / Passport No.',
    },
  },
  ALB: {
    idHeader: ['REPUBLIKA E SHQIPËRISË · LETËRNJOFTIM', 'REPUBLIC OF ALBANIA · IDENTITY CARD'],
    passportHeader: ['REPUBLIKA E SHQIPËRISË · PASAPORTË', 'REPUBLIC OF ALBANIA · PASSPORT'],
    shortCode: 'AL',
    nationality: 'SHQIPTARE / ALB',
    sex: { F: 'F / F', M: 'M / M' },
    residence: 'Rruga e Durrësit 12, 1001 Tiranë',
    authority: 'DREJTORIA E GJENDJES CIVILE',
    labels: {
      surname: 'Mbiemri / Surname',
      givenNames: 'Emri / Given names',
      sex: 'Gjinia / Sex',
      nationality: 'Shtetësia / Nationality',
      birthDate: 'Datëlindja / Date of birth',
      expiry: 'Data e skadimit / Date of expiry',
      documentNumber: 'Nr. i dokumentit / Document No.',
      residence: 'Vendbanimi / Residence',
      authority: 'Lëshuar nga / Authority',
      issued: 'Data e lëshimit / Date of issue',
      type: 'Tipi / Type',
      code: 'Kodi / Code',
      passportNumber: 'Pasaporta nr. / Passport No.',
    },
  },
};

const WIDTH = 1400;
const HEIGHT = 900;
const ID_PHOTO = { x: 70, y: 170, w: 300, h: 390 };
const PASSPORT_PHOTO = { x: 70, y: 160, w: 280, h: 360 };

// ---- The machine-readable zone (ICAO 9303 parts 3 to 5) ----

const pad = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);

function checkDigit(text: string): string {
  const digit = mrzCheckDigit(text);
  if (digit === null) throw new Error(`not MRZ characters: ${text}`);
  return digit;
}

const withCheck = (text: string) => text + checkDigit(text);
const two = (value: number) => String(value).padStart(2, '0');
const yymmdd = (date: CalendarDate) => `${two(date.year % 100)}${two(date.month)}${two(date.day)}`;

/**
 * A name as the zone writes it (ICAO 9303 part 3 §6): each word in the letters A–Z as the domain
 * transliterates it (Ž → Z, Č → C, Ë → E, ß → SS), each space or hyphen between words a `<`.
 */
export function mrzName(name: string): string {
  return name
    .split(/[^\p{L}]+/u)
    .map((word) => icaoLetters(word, 'one'))
    .filter((word) => word !== '')
    .join('<');
}

const mrzNames = (holder: SpecimenHolder) =>
  `${mrzName(holder.surname)}<<${mrzName(holder.givenNames)}`;

/** The three 30-character lines of an identity card (TD1, ICAO 9303 part 5). */
export function td1Lines(card: SpecimenIdCard): [string, string, string] {
  const { holder } = card;
  const line1 = pad(`I<${holder.nationality}${withCheck(pad(card.number, 9))}`, 30);
  const line2Start = `${withCheck(yymmdd(holder.birthDate))}${holder.sex}${withCheck(yymmdd(card.expiry))}${holder.nationality}`;
  const line2NoComposite = pad(line2Start, 29);
  const composite = checkDigit(
    line1.slice(5, 30) +
      line2NoComposite.slice(0, 7) +
      line2NoComposite.slice(8, 15) +
      line2NoComposite.slice(18, 29),
  );
  return [line1, line2NoComposite + composite, pad(mrzNames(holder), 30)];
}

/** The two 44-character lines of a passport's data page (TD3, ICAO 9303 part 4). */
export function td3Lines(passport: SpecimenPassport): [string, string] {
  const { holder } = passport;
  const line1 = pad(`P<${holder.nationality}${mrzNames(holder)}`, 44);
  const documentPart = withCheck(pad(passport.number, 9));
  const personal = withCheck(pad('', 14));
  const middle = `${documentPart}${holder.nationality}${withCheck(yymmdd(holder.birthDate))}${holder.sex}${withCheck(yymmdd(passport.expiry))}${personal}`;
  const composite = checkDigit(middle.slice(0, 10) + middle.slice(13, 20) + middle.slice(21, 43));
  return [line1, middle + composite];
}

// ---- The card's picture ----

/** `15. 03. 1990`, as the cards print a date. */
const printed = (date: CalendarDate) => `${two(date.day)}. ${two(date.month)}. ${date.year}`;

const upper = (text: string) => text.toLocaleUpperCase('sl');

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Fine wavy lines, like a security print: texture for the sharpness measure. */
function guilloche(colour: string, top: number, bottom: number): string {
  const paths: string[] = [];
  for (let y = top; y < bottom; y += 14) {
    let d = `M 0 ${y}`;
    for (let x = 0; x <= WIDTH; x += 20)
      d += ` L ${x} ${(y + 6 * Math.sin((x + y * 3) / 45)).toFixed(1)}`;
    paths.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.2"/>`);
  }
  return paths.join('');
}

function facePlaceholder({ x, y, w, h }: typeof ID_PHOTO): string {
  return `<g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#dfe6ee" stroke="#5b6b7c" stroke-width="3"/>
    <circle cx="${x + w / 2}" cy="${y + h * 0.38}" r="${w * 0.22}" fill="#8da0b3"/>
    <path d="M ${x + w * 0.15} ${y + h} Q ${x + w / 2} ${y + h * 0.5} ${x + w * 0.85} ${y + h} Z" fill="#8da0b3"/>
  </g>`;
}

function field(x: number, y: number, label: string, value: string): string {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="20" fill="#3d4b5c">${escapeXml(label)}</text>
    <text x="${x}" y="${y + 38}" font-family="DejaVu Sans" font-weight="bold" font-size="32" fill="#111">${escapeXml(value)}</text>`;
}

function specimenStamp(x: number, y: number, rotate: number): string {
  return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="DejaVu Sans" font-weight="bold"
    font-size="110" fill="#c0392b" fill-opacity="0.35" letter-spacing="12">SPECIMEN</text>`;
}

/**
 * The zone's type weight. The server's tesseract reads bold DejaVu Sans Mono more reliably.
 * Measured on random holders' cards: regular read 6 of 150 with a wrong value that passes the
 * check digits (a digit misread, `0` read as `O`); bold read 300 of 300 cards of the journeys'
 * names right (one name fails either way: `<<OBRAZMERA` reads `<<OOBRAZMERA`). The static
 * fixtures keep the regular weight that the server's tests were measured on.
 */
export type MrzWeight = 'normal' | 'bold';

function mrzBlock(
  lines: readonly string[],
  fontSize: number,
  top: number,
  weight: MrzWeight = 'normal',
): string {
  const lineHeight = fontSize * 1.45;
  const text = lines
    .map(
      (line, i) =>
        `<text x="50" y="${top + fontSize + i * lineHeight}" font-family="DejaVu Sans Mono" font-size="${fontSize}"${weight === 'bold' ? ' font-weight="bold"' : ''} fill="#111">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<rect x="14" y="${top - 20}" width="${WIDTH - 28}" height="${HEIGHT - top - 14}" fill="#fbfbf8"/>${text}`;
}

interface CardLook {
  readonly background?: string;
  readonly tint?: string;
  readonly header: readonly [string, string];
}

function card(body: string, { background = '#eef3f7', tint = '#c9d9e6', header }: CardLook) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <rect width="${WIDTH}" height="${HEIGHT}" fill="#f7f7f4"/>
    <rect x="10" y="10" width="${WIDTH - 20}" height="${HEIGHT - 20}" rx="36" fill="${background}" stroke="#9fb2c4" stroke-width="3"/>
    ${guilloche(tint, 30, HEIGHT - 30)}
    <text x="60" y="80" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#1d3b5c">${escapeXml(header[0])}</text>
    <text x="60" y="118" font-family="DejaVu Sans" font-size="24" fill="#1d3b5c">${escapeXml(header[1])}</text>
    ${body}
  </svg>`;
}

/**
 * The card as a JPEG; with `photo`, a portrait set into the photo field (`box`), cropped to fill
 * it: the face match of the call compares it with the camera (decision 291).
 */
async function render(
  svg: string,
  photo?: { readonly portrait: Portrait; readonly box: typeof ID_PHOTO },
): Promise<Buffer> {
  const picture = sharp(Buffer.from(svg));
  const composed =
    photo === undefined
      ? picture
      : picture.composite([
          {
            input: await sharp(PORTRAITS[photo.portrait].file)
              .extract(PORTRAITS[photo.portrait].crop)
              .resize(photo.box.w, photo.box.h, { fit: 'cover' })
              .toBuffer(),
            left: photo.box.x,
            top: photo.box.y,
          },
        ]);
  return await composed.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}

/** The identity card's front: the visual zone, with `portrait` in the photo field (no MRZ). */
export async function idCardFront(
  specimen: SpecimenIdCard,
  portrait: Portrait = 'holder',
): Promise<Buffer> {
  const { holder } = specimen;
  const state = STATES[holder.nationality];
  const { labels } = state;
  const svg = card(
    `${facePlaceholder(ID_PHOTO)}
     ${field(420, 190, labels.surname, upper(holder.surname))}
     ${field(420, 275, labels.givenNames, upper(holder.givenNames))}
     ${field(420, 360, labels.sex, state.sex[holder.sex])}
     ${field(700, 360, labels.nationality, state.nationality)}
     ${field(420, 445, labels.birthDate, printed(holder.birthDate))}
     ${field(420, 530, labels.expiry, printed(specimen.expiry))}
     ${field(70, 640, labels.documentNumber, specimen.number)}
     <text x="1000" y="180" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="#1d3b5c">${state.shortCode}</text>
     ${specimenStamp(430, 820, -12)}`,
    { header: state.idHeader },
  );
  return await render(svg, { portrait, box: ID_PHOTO });
}

/** The identity card's back: residence, authority, date of issue and the TD1 zone. */
export async function idCardBack(
  specimen: SpecimenIdCard,
  mrzWeight: MrzWeight = 'bold',
): Promise<Buffer> {
  const state = STATES[specimen.holder.nationality];
  const { labels } = state;
  const svg = card(
    `${field(70, 170, labels.residence, state.residence)}
     ${field(70, 255, labels.authority, state.authority)}
     ${field(700, 255, labels.issued, printed(specimen.issued))}
     ${specimenStamp(500, 470, -8)}
     ${mrzBlock(td1Lines(specimen), 62, 560, mrzWeight)}`,
    { header: state.idHeader },
  );
  return await render(svg);
}

/** A passport's data page with the TD3 zone and the holder's portrait. */
export async function passportPage(specimen: SpecimenPassport): Promise<Buffer> {
  const { holder } = specimen;
  const state = STATES[holder.nationality];
  const { labels } = state;
  const svg = card(
    `${facePlaceholder(PASSPORT_PHOTO)}
     ${field(400, 170, labels.type, 'P')}
     ${field(560, 170, labels.code, holder.nationality)}
     ${field(820, 170, labels.passportNumber, specimen.number)}
     ${field(400, 250, labels.surname, upper(holder.surname))}
     ${field(400, 330, labels.givenNames, upper(holder.givenNames))}
     ${field(400, 410, labels.birthDate, printed(holder.birthDate))}
     ${field(820, 410, labels.sex, state.sex[holder.sex])}
     ${field(400, 490, labels.expiry, printed(specimen.expiry))}
     ${specimenStamp(620, 630, -8)}
     ${mrzBlock(td3Lines(specimen), 46, 690)}`,
    { background: '#f3efe6', tint: '#e2d6bf', header: state.passportHeader },
  );
  return await render(svg, { portrait: 'holder', box: PASSPORT_PHOTO });
}
