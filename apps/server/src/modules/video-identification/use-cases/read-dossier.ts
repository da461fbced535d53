import type { ProspectsService } from '../../prospects/service';
import type { Applicant } from '../applicant';
import type { VideoCore } from '../core';
import { requireOwnLatest } from '../own-identification';

export interface ReadDossierDeps {
  readonly core: Pick<VideoCore, 'db'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

/**
 * The evidence record's summary of the latest identification (the remote provider's
 * `dossier`): outcome, times and the protocol's SHA-256 once made.
 */
export function createReadDossier(deps: ReadDossierDeps) {
  const { core, prospects } = deps;
  return async function dossierOf(caller: Applicant, prospectId: string) {
    const row = await requireOwnLatest(core.db, prospects, caller, prospectId);
    return {
      identificationId: row.id,
      status: row.status,
      queuedAt: row.queuedAt.toISOString(),
      startedAt: row.acceptedAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      protocolSha256: row.protocolSha256,
    };
  };
}
