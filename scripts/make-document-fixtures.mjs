// Renders the synthetic specimen identity documents the tests and e2e journeys upload
// (e2e/fixtures/documents/*.jpg). Run: node scripts/make-document-fixtures.mjs
// The data is invented specimen data (see e2e/fixtures/documents/README.md); the MRZ lines are
// composed here with ICAO 9303 check digits so the parser's expectations follow from one source.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e', 'fixtures');
const OUT = join(FIXTURES, 'documents');
/** The holder's portraits (e2e/fixtures/faces/README.md): the same person, and another. */
/** Each cropped to head and shoulders, as a document photo is (ICAO 9303 Part 3 §3.9). */
const PORTRAIT = {
  file: join(FIXTURES, 'faces', 'astronaut.png'),
  crop: { left: 120, top: 10, width: 260, height: 338 },
};
const OTHER_PORTRAIT = {
  file: join(FIXTURES, 'faces', 'camera.png'),
  crop: { left: 150, top: 20, width: 230, height: 299 },
};
const WIDTH = 1400;
const HEIGHT = 900;

const charValue = (c) => {
  if (c === '<') return 0;
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  return c.charCodeAt(0) - 55;
};
const checkDigit = (text) =>
  String([...text].reduce((sum, c, i) => sum + charValue(c) * [7, 3, 1][i % 3], 0) % 10);
const pad = (text, length) => text.padEnd(length, '<').slice(0, length);
const withCheck = (text) => text + checkDigit(text);

const person = {
  surname: 'NOVAK',
  givenNames: 'ANA ŽIVA',
  mrzName: 'NOVAK<<ANA<ZIVA',
  birth: '900315',
  sex: 'F',
  nationality: 'SVN',
};

function td1({ number, expiry }) {
  const line1 = pad(`I<SVN${withCheck(pad(number, 9))}`, 30);
  const line2Start = `${withCheck(person.birth)}${person.sex}${withCheck(expiry)}${person.nationality}`;
  const line2NoComposite = pad(line2Start, 29);
  const composite = checkDigit(
    line1.slice(5, 30) +
      line2NoComposite.slice(0, 7) +
      line2NoComposite.slice(8, 15) +
      line2NoComposite.slice(18, 29),
  );
  return [line1, line2NoComposite + composite, pad(person.mrzName, 30)];
}

function td3({ number, expiry }) {
  const line1 = pad(`P<SVN${person.mrzName}`, 44);
  const documentPart = withCheck(pad(number, 9));
  const personal = withCheck(pad('', 14));
  const middle = `${documentPart}${person.nationality}${withCheck(person.birth)}${person.sex}${withCheck(expiry)}${personal}`;
  const composite = checkDigit(middle.slice(0, 10) + middle.slice(13, 20) + middle.slice(21, 43));
  return [line1, middle + composite];
}

const escapeXml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Fine wavy lines, like a security print: texture for the sharpness measure. */
function guilloche(colour, top, bottom) {
  const paths = [];
  for (let y = top; y < bottom; y += 14) {
    let d = `M 0 ${y}`;
    for (let x = 0; x <= WIDTH; x += 20)
      d += ` L ${x} ${(y + 6 * Math.sin((x + y * 3) / 45)).toFixed(1)}`;
    paths.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.2"/>`);
  }
  return paths.join('');
}

function facePlaceholder(x, y, w, h) {
  return `<g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#dfe6ee" stroke="#5b6b7c" stroke-width="3"/>
    <circle cx="${x + w / 2}" cy="${y + h * 0.38}" r="${w * 0.22}" fill="#8da0b3"/>
    <path d="M ${x + w * 0.15} ${y + h} Q ${x + w / 2} ${y + h * 0.5} ${x + w * 0.85} ${y + h} Z" fill="#8da0b3"/>
  </g>`;
}

function field(x, y, label, value) {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="20" fill="#3d4b5c">${escapeXml(label)}</text>
    <text x="${x}" y="${y + 38}" font-family="DejaVu Sans" font-weight="bold" font-size="32" fill="#111">${escapeXml(value)}</text>`;
}

function specimenStamp(x, y, rotate) {
  return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="DejaVu Sans" font-weight="bold"
    font-size="110" fill="#c0392b" fill-opacity="0.35" letter-spacing="12">SPECIMEN</text>`;
}

function mrzBlock(lines, fontSize, top) {
  const lineHeight = fontSize * 1.45;
  const text = lines
    .map(
      (line, i) =>
        `<text x="50" y="${top + fontSize + i * lineHeight}" font-family="DejaVu Sans Mono" font-size="${fontSize}" fill="#111">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<rect x="14" y="${top - 20}" width="${WIDTH - 28}" height="${HEIGHT - top - 14}" fill="#fbfbf8"/>${text}`;
}

function card(body, { background = '#eef3f7', tint = '#c9d9e6', header }) {
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
 * it: the face match of the call compares it with the camera (decision
 * 291).
 */
async function render(name, svg, photo) {
  const card = sharp(Buffer.from(svg));
  const composed =
    photo === undefined
      ? card
      : card.composite([
          {
            input: await sharp(photo.portrait.file)
              .extract(photo.portrait.crop)
              .resize(photo.box.w, photo.box.h, { fit: 'cover' })
              .toBuffer(),
            left: photo.box.x,
            top: photo.box.y,
          },
        ]);
  const jpeg = await composed.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
  await writeFile(join(OUT, name), jpeg);
  return jpeg.length;
}

const idCard = { number: 'IA0012345', expiry: '310630' };
const passport = { number: 'PA1234567', expiry: '330520' };
const idMrz = td1(idCard);
const passportMrz = td3(passport);

const ID_PHOTO = { x: 70, y: 170, w: 300, h: 390 };
const PASSPORT_PHOTO = { x: 70, y: 160, w: 280, h: 360 };

const idFront = card(
  `${facePlaceholder(ID_PHOTO.x, ID_PHOTO.y, ID_PHOTO.w, ID_PHOTO.h)}
   ${field(420, 190, 'Priimek / Surname', person.surname)}
   ${field(420, 275, 'Ime / Given names', person.givenNames)}
   ${field(420, 360, 'Spol / Sex', 'Ž / F')}
   ${field(700, 360, 'Državljanstvo / Nationality', 'SLOVENSKO / SVN')}
   ${field(420, 445, 'Datum rojstva / Date of birth', '15. 03. 1990')}
   ${field(420, 530, 'Datum veljavnosti / Date of expiry', '30. 06. 2031')}
   ${field(70, 640, 'Številka dokumenta / Document No.', idCard.number)}
   <text x="1000" y="180" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="#1d3b5c">SLO</text>
   ${specimenStamp(430, 820, -12)}`,
  { header: ['REPUBLIKA SLOVENIJA · OSEBNA IZKAZNICA', 'REPUBLIC OF SLOVENIA · IDENTITY CARD'] },
);

const idBack = card(
  `${field(70, 170, 'Prebivališče / Residence', 'Prešernova cesta 1, 1000 Ljubljana')}
   ${field(70, 255, 'Izdal / Authority', 'UE LJUBLJANA')}
   ${field(700, 255, 'Datum izdaje / Date of issue', '30. 06. 2021')}
   ${specimenStamp(500, 470, -8)}
   ${mrzBlock(idMrz, 62, 560)}`,
  { header: ['REPUBLIKA SLOVENIJA · OSEBNA IZKAZNICA', 'REPUBLIC OF SLOVENIA · IDENTITY CARD'] },
);

const passportPage = card(
  `${facePlaceholder(PASSPORT_PHOTO.x, PASSPORT_PHOTO.y, PASSPORT_PHOTO.w, PASSPORT_PHOTO.h)}
   ${field(400, 170, 'Tip / Type', 'P')}
   ${field(560, 170, 'Koda / Code', 'SVN')}
   ${field(820, 170, 'Potni list št. / Passport No.', passport.number)}
   ${field(400, 250, 'Priimek / Surname', person.surname)}
   ${field(400, 330, 'Ime / Given names', person.givenNames)}
   ${field(400, 410, 'Datum rojstva / Date of birth', '15. 03. 1990')}
   ${field(820, 410, 'Spol / Sex', 'Ž / F')}
   ${field(400, 490, 'Datum veljavnosti / Date of expiry', '20. 05. 2033')}
   ${specimenStamp(620, 630, -8)}
   ${mrzBlock(passportMrz, 46, 690)}`,
  {
    background: '#f3efe6',
    tint: '#e2d6bf',
    header: ['REPUBLIKA SLOVENIJA · POTNI LIST', 'REPUBLIC OF SLOVENIA · PASSPORT'],
  },
);

await mkdir(OUT, { recursive: true });
const sizes = {
  'id-front.jpg': await render('id-front.jpg', idFront, { portrait: PORTRAIT, box: ID_PHOTO }),
  // The same card with another person's photo: the face match's "other face" case.
  'id-front-other-face.jpg': await render('id-front-other-face.jpg', idFront, {
    portrait: OTHER_PORTRAIT,
    box: ID_PHOTO,
  }),
  'id-back.jpg': await render('id-back.jpg', idBack),
  'passport.jpg': await render('passport.jpg', passportPage, {
    portrait: PORTRAIT,
    box: PASSPORT_PHOTO,
  }),
};
console.log(JSON.stringify({ sizes, idMrz, passportMrz }, null, 2));
