/** The figures of a running call: frames decoded prove media flows; bytes and round trip show the network. */
export interface CallStats {
  readonly framesDecoded: number;
  readonly videoBytesReceived: number;
  readonly audioBytesReceived: number;
  readonly bytesSent: number;
  /** Round trip of the selected candidate pair, when known. */
  readonly roundTripMs: number | null;
  /** The sender's estimate of the bandwidth available upstream, when known. */
  readonly availableOutgoingKbps: number | null;
}

export const EMPTY_STATS: CallStats = {
  framesDecoded: 0,
  videoBytesReceived: 0,
  audioBytesReceived: 0,
  bytesSent: 0,
  roundTripMs: null,
  availableOutgoingKbps: null,
};

type StatsEntry = Record<string, unknown>;

function numberOf(entry: StatsEntry, key: string): number {
  const value = entry[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function optionalNumber(entry: StatsEntry, key: string): number | null {
  const value = entry[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Sums an RTCStatsReport into the call's figures (entries are plain records: the spec's dictionaries). */
export function summariseStats(report: Iterable<StatsEntry>): CallStats {
  let framesDecoded = 0;
  let videoBytesReceived = 0;
  let audioBytesReceived = 0;
  let bytesSent = 0;
  let roundTripMs: number | null = null;
  let availableOutgoingKbps: number | null = null;
  for (const entry of report) {
    const kind = entry['kind'] ?? entry['mediaType'];
    if (entry['type'] === 'inbound-rtp') {
      if (kind === 'video') {
        framesDecoded += numberOf(entry, 'framesDecoded');
        videoBytesReceived += numberOf(entry, 'bytesReceived');
      } else if (kind === 'audio') {
        audioBytesReceived += numberOf(entry, 'bytesReceived');
      }
    } else if (entry['type'] === 'outbound-rtp') {
      bytesSent += numberOf(entry, 'bytesSent');
    } else if (
      entry['type'] === 'candidate-pair' &&
      (entry['nominated'] === true || entry['selected'] === true) &&
      entry['state'] === 'succeeded'
    ) {
      const rtt = optionalNumber(entry, 'currentRoundTripTime');
      if (rtt !== null) roundTripMs = Math.round(rtt * 1000);
      const bitrate = optionalNumber(entry, 'availableOutgoingBitrate');
      if (bitrate !== null) availableOutgoingKbps = Math.round(bitrate / 1000);
    }
  }
  return {
    framesDecoded,
    videoBytesReceived,
    audioBytesReceived,
    bytesSent,
    roundTripMs,
    availableOutgoingKbps,
  };
}
