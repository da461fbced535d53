import {
  CALL_SCRIPT_TABLE,
  CHECKLIST_ITEMS,
  creditorAddressLine,
  creditorLegalName,
  type Language,
  type TCreditor,
  type TFourEyesStatus,
  type TInteractionAnswer,
  type VariantId,
} from '@onboarding/domain';
import type en from '@onboarding/messages/en';
import { formatDateTime, formatNumber, formatPhoneNumber } from '@onboarding/domain/format';
import { translatorFor } from '../../infra/mail/templates';
import type { PdfBlock, PdfContent } from '../../infra/pdf/pdf-document';
import type { IdentificationRow, IdentificationSnapshotRow } from './tables';

type ProtocolMessages = (typeof en)['videoIdentificationServer']['protocol'];
type FieldKey = keyof ProtocolMessages['fields'];
type SectionKey = keyof ProtocolMessages['sections'];

export interface ProtocolInputs {
  readonly row: IdentificationRow;
  readonly answers: readonly TInteractionAnswer[];
  readonly snapshots: readonly IdentificationSnapshotRow[];
  readonly timeZone: string;
  readonly now: Date;
  /** The bank's identity (decision 229): whose protocol it is. */
  readonly creditor: TCreditor;
  /** The server's variant, whose texts the protocol is written in. */
  readonly variant: VariantId;
  /** An approval the four-eyes rule named (decision 267): why, and both staff members. */
  readonly fourEyes: TFourEyesStatus | null;
}

/** A date and time in the bank's zone (the protocol is read by people there), in the language. */
function displayTime(
  value: Date | string | null,
  language: Language,
  timeZone: string,
): string | null {
  return value === null ? null : formatDateTime(value, language, { timeZone });
}

/** One answer of the call with its time, as the protocol lists it. */
function answerLine(
  t: ReturnType<typeof translatorFor>,
  language: Language,
  timeZone: string,
  answer: TInteractionAnswer,
): string {
  const at = displayTime(answer.at, language, timeZone) ?? '';
  switch (answer.kind) {
    case 'CONSENT':
      return `${at} · ${t('videoIdentificationServer.protocol.answer.CONSENT', {
        name: answer.answer.name,
        response: answer.answer.response,
      })}`;
    case 'OTP':
      return `${at} · ${t('videoIdentificationServer.protocol.answer.OTP', {
        result: t(
          `videoIdentificationServer.protocol.${answer.confirmed ? 'otpConfirmed' : 'otpRefused'}`,
        ),
        attemptsLeft: answer.attemptsLeft,
      })}`;
    case 'CARD_NAME':
      return `${at} · ${t('videoIdentificationServer.protocol.answer.CARD_NAME', {
        cardName: answer.cardName,
      })}`;
  }
}

/** Decision 267: why the approval needed a second staff member, who gave each, and when. */
function fourEyesBlocks(
  t: ReturnType<typeof translatorFor>,
  language: Language,
  inputs: ProtocolInputs,
  field: (key: FieldKey, value: string | null | undefined) => PdfBlock,
): PdfBlock[] {
  const { fourEyes, timeZone } = inputs;
  if (fourEyes === null) return [];
  const at = (name: string, time: string | null) =>
    time === null ? name : `${name} · ${displayTime(time, language, timeZone) ?? ''}`;
  return [
    field(
      'fourEyesReasons',
      fourEyes.reasons
        .map((reason) => t(`videoIdentificationServer.protocol.fourEyesReason.${reason}`))
        .join(', '),
    ),
    field('firstApprover', at(fourEyes.firstApprover.fullName, fourEyes.firstApprovedAt)),
    field(
      'secondStaff',
      fourEyes.secondStaff === null ? null : at(fourEyes.secondStaff.fullName, fourEyes.decidedAt),
    ),
  ];
}

/**
 * Decision 291: the face match hint as it was run, with what makes it reproducible (the model,
 * its version and backend, the bounds of the bands), or that it was not run.
 */
function faceMatchBlocks(
  t: ReturnType<typeof translatorFor>,
  language: Language,
  timeZone: string,
  row: Pick<IdentificationRow, 'faceMatch' | 'livenessChallenge'>,
  field: (key: FieldKey, value: string | null | undefined) => PdfBlock,
): PdfBlock[] {
  const { faceMatch, livenessChallenge: challenge } = row;
  const seen = (done: boolean, what: 'headTurn' | 'blink') =>
    t(`videoIdentificationServer.protocol.challenge.${what}.${done ? 'seen' : 'notSeen'}`);
  const challengeBlock = field(
    'livenessChallenge',
    challenge === null
      ? t('videoIdentificationServer.protocol.faceMatch.notRun')
      : t('videoIdentificationServer.protocol.challenge.result', {
          headTurn: seen(challenge.headTurned, 'headTurn'),
          blink: seen(challenge.blinked, 'blink'),
          withFace: challenge.framesWithFace,
          analysed: challenge.framesAnalysed,
          at: displayTime(challenge.at, language, timeZone) ?? '',
        }),
  );
  if (faceMatch === null) {
    return [
      { type: 'paragraph', text: t('videoIdentificationServer.protocol.faceMatch.notRun') },
      challengeBlock,
    ];
  }
  const score = (value: number | null) =>
    value === null
      ? t('videoIdentificationServer.protocol.empty')
      : formatNumber(value, language, { fractionDigits: 2 });
  const { measurement, thresholds } = faceMatch;
  const { model } = measurement;
  return [
    field(
      'faceMatchResult',
      t('videoIdentificationServer.protocol.faceMatch.result', {
        band: t(`videoIdentificationServer.protocol.faceMatch.band.${faceMatch.band}`),
        similarity: score(measurement.similarity),
      }),
    ),
    field(
      'faceMatchFrames',
      t('videoIdentificationServer.protocol.faceMatch.frames', {
        withFace: measurement.framesWithFace,
        analysed: measurement.framesAnalysed,
        document: t(
          `videoIdentificationServer.protocol.${measurement.documentFaceFound ? 'yes' : 'no'}`,
        ),
      }),
    ),
    field(
      'faceMatchLiveness',
      t('videoIdentificationServer.protocol.faceMatch.liveness', {
        real: score(measurement.real),
        live: score(measurement.live),
      }),
    ),
    field('faceMatchModel', `${model.library} ${model.version} (${model.backend})`),
    field(
      'faceMatchThresholds',
      t('videoIdentificationServer.protocol.faceMatch.thresholds', {
        strong: score(thresholds.strong),
        uncertain: score(thresholds.uncertain),
      }),
    ),
    field('faceMatchAt', displayTime(faceMatch.at, language, timeZone)),
    challengeBlock,
  ];
}

/** The protocol's blocks in one language. */
function blocksIn(language: Language, inputs: ProtocolInputs): PdfBlock[] {
  const t = translatorFor(language, inputs.variant);
  const { row, timeZone } = inputs;
  const empty = t('videoIdentificationServer.protocol.empty');
  const field = (key: FieldKey, value: string | null | undefined): PdfBlock => ({
    type: 'field',
    label: t(`videoIdentificationServer.protocol.fields.${key}`),
    value: value === null || value === undefined || value === '' ? empty : value,
  });
  const heading = (key: SectionKey): PdfBlock => ({
    type: 'heading',
    text: t(`videoIdentificationServer.protocol.sections.${key}`),
  });
  const yesNo = (value: boolean) => t(`videoIdentificationServer.protocol.${value ? 'yes' : 'no'}`);
  const kbps = (value: number) => `${Math.round(value)} kbps`;
  const { download, upload } = row.device.network;
  const phoneConfirmed = inputs.answers.some((answer) => answer.kind === 'OTP' && answer.confirmed);
  const confirmedCardName = inputs.answers.findLast((answer) => answer.kind === 'CARD_NAME');

  const none = t('videoIdentificationServer.protocol.none');

  return [
    heading('identification'),
    field('bank', `${creditorLegalName(inputs.creditor)}, ${creditorAddressLine(inputs.creditor)}`),
    field('identificationId', row.id),
    field('applicant', row.fullName),
    field('process', row.process),
    field('status', row.status),
    field('reason', row.decisionReason),
    field('redo', row.redoTarget),
    field('queuedAt', displayTime(row.queuedAt, language, timeZone)),
    field('acceptedAt', displayTime(row.acceptedAt, language, timeZone)),
    field('endedAt', displayTime(row.endedAt, language, timeZone)),
    field('operator', row.operatorName),
    ...fourEyesBlocks(t, language, inputs, field),
    field('language', row.language),
    // Decision 230: the card's name only for a product with a card, as the applicant confirmed it.
    ...(CALL_SCRIPT_TABLE[row.process].debitCard
      ? [
          field(
            'cardName',
            confirmedCardName?.kind === 'CARD_NAME' ? confirmedCardName.cardName : null,
          ),
        ]
      : []),
    // Decision 235: printed in international grouping, as every phone number.
    field(
      'phone',
      phoneConfirmed && row.phoneE164 !== null ? formatPhoneNumber(row.phoneE164) : null,
    ),
    heading('network'),
    field('browser', row.device.browser),
    field(
      'camera',
      `${row.device.camera.width}×${row.device.camera.height} @ ${row.device.camera.frameRate} fps`,
    ),
    field(
      'download',
      `${kbps(download.kbps)} (${download.sizeBytes} B, ${download.durationMs} ms)`,
    ),
    field('upload', `${kbps(upload.kbps)} (${upload.sizeBytes} B, ${upload.durationMs} ms)`),
    heading('checklist'),
    ...CHECKLIST_ITEMS.map((item): PdfBlock => ({
      type: 'field',
      label: t(`videoIdentificationServer.protocol.checklist.${item}`),
      value: yesNo(row.checklist[item]),
    })),
    heading('faceMatch'),
    ...faceMatchBlocks(t, language, timeZone, row, field),
    heading('answers'),
    ...(inputs.answers.length === 0
      ? [{ type: 'paragraph', text: none } as const]
      : inputs.answers.map((answer): PdfBlock => ({
          type: 'paragraph',
          text: answerLine(t, language, timeZone, answer),
        }))),
    heading('snapshots'),
    ...(inputs.snapshots.length === 0
      ? [{ type: 'paragraph', text: none } as const]
      : inputs.snapshots.map((snapshot): PdfBlock => ({
          // The hash on a line of its own, so it is never broken (it is searched for whole).
          type: 'paragraph',
          text: `${snapshot.kind} · ${displayTime(snapshot.at, language, timeZone) ?? ''}\n${snapshot.sha256}`,
        }))),
  ];
}

/**
 * The evidence protocol of one identification (decision 132): in the applicant's language,
 * then again in the operator's when it differs, in one PDF.
 */
export function protocolContent(inputs: ProtocolInputs): PdfContent {
  const { row } = inputs;
  const languages: Language[] = [row.language];
  if (row.operatorLanguage !== null && row.operatorLanguage !== row.language) {
    languages.push(row.operatorLanguage);
  }
  const t = translatorFor(row.language, inputs.variant);
  const title = t('videoIdentificationServer.protocol.title');
  return {
    title,
    language: row.language,
    author: t('videoIdentificationServer.protocol.author', {
      bank: creditorLegalName(inputs.creditor),
    }),
    createdAt: inputs.now,
    blocks: languages.flatMap((language, index) => [
      ...(index === 0
        ? []
        : [
            {
              type: 'heading',
              text: translatorFor(
                language,
                inputs.variant,
              )('videoIdentificationServer.protocol.title'),
            } as const,
          ]),
      ...blocksIn(language, inputs),
    ]),
    footer: (page, pages) => t('videoIdentificationServer.protocol.footer', { title, page, pages }),
  };
}
