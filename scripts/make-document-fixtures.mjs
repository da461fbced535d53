// Renders the synthetic specimen identity documents the tests and e2e journeys upload
// (e2e/fixtures/documents/*.jpg) with e2e/support/specimen-documents.ts, which also renders each
// journey applicant's own card (decision 084). Run: npx tsx scripts/make-document-fixtures.mjs
// [folder] (the fixtures' folder unless given). The output is deterministic: the same images
// unless the holder below or the renderer changed.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  idCardBack,
  idCardFront,
  passportPage,
  td1Lines,
  td3Lines,
} from '../e2e/support/specimen-documents.ts';

const out = resolve(
  process.argv[2] ?? join(import.meta.dirname, '..', 'e2e', 'fixtures', 'documents'),
);

/** Invented specimen data (e2e/fixtures/documents/README.md). */
const holder = {
  surname: 'NOVAK',
  givenNames: 'ANA ŽIVA',
  birthDate: { year: 1990, month: 3, day: 15 },
  sex: 'F',
  nationality: 'SVN',
};
const idCard = {
  holder,
  number: 'IA0012345',
  issued: { year: 2021, month: 6, day: 30 },
  expiry: { year: 2031, month: 6, day: 30 },
};
const passport = { holder, number: 'PA1234567', expiry: { year: 2033, month: 5, day: 20 } };

await mkdir(out, { recursive: true });
const images = {
  'id-front.jpg': await idCardFront(idCard),
  // The same card with another person's photo: the face match's "other face" case.
  'id-front-other-face.jpg': await idCardFront(idCard, 'another person'),
  // The regular weight the server's reading tests were measured on (the renderer's default is bold).
  'id-back.jpg': await idCardBack(idCard, 'normal'),
  'passport.jpg': await passportPage(passport),
};
const sizes = {};
for (const [name, jpeg] of Object.entries(images)) {
  await writeFile(join(out, name), jpeg);
  sizes[name] = jpeg.length;
}
console.log(
  JSON.stringify({ sizes, idMrz: td1Lines(idCard), passportMrz: td3Lines(passport) }, null, 2),
);
