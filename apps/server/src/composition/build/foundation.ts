import { createAppointmentsService } from '../../modules/appointments/service';
import { createBranchesService } from '../../modules/branches/service';
import { createCmsContentService } from '../../modules/cms-content/service';
import { createCmsService } from '../../modules/cms/service';
import { createLeavingService } from '../../modules/leaving/service';
import { createLinks } from '../../modules/messaging/links';
import { createMessagingService } from '../../modules/messaging/service';
import { createOpeningHoursService } from '../../modules/opening-hours/service';
import { createProductsService } from '../../modules/products/service';
import { createProspectsService } from '../../modules/prospects/service';
import { createSystemService } from '../../modules/system/service';
import type { CompositionContext } from './context';

/**
 * The lowest modules: messages, the site's content and hours, the products and the prospects
 * they belong to, branches and appointments, contact requests.
 */
export function buildFoundation({ infra, variant, holidays, metricsRegistry }: CompositionContext) {
  const { config, db, clock, log, jobs, rateLimiter, signedTokens } = infra;
  const links = createLinks(config.publicUrl);
  const messaging = createMessagingService({
    db,
    clock,
    jobs,
    mail: infra.mail,
    sms: infra.sms,
    signedTokens,
    cipher: infra.cipher,
    links,
    log,
    creditor: config.creditor,
    variant: config.variant,
  });
  const cms = createCmsService({ db, clock });
  const products = createProductsService({ db, clock });
  const prospects = createProspectsService({
    db,
    clock,
    products,
    cms,
    rateLimiter,
    invalidations: infra.invalidations,
    variant: config.variant,
  });
  const branches = createBranchesService({ db, variant: config.variant });
  const appointments = createAppointmentsService({
    clock,
    variant: config.variant,
    branches,
    extraHolidays: config.extraHolidays,
  });
  return {
    links,
    messaging,
    outbox: infra.outbox,
    system: createSystemService({
      driver: infra.database.driver,
      ping: () => infra.database.ping(),
      registry: metricsRegistry,
    }),
    cms,
    cmsContent: createCmsContentService({ variant }),
    openingHours: createOpeningHoursService({
      clock,
      timeZone: variant.timeZone,
      holidays: config.operatorHours.ignoreHolidays ? () => [] : holidays,
      hours: config.operatorHours.hours,
      creditor: config.creditor,
    }),
    products,
    prospects,
    branches,
    appointments,
    leaving: createLeavingService({
      db,
      clock,
      rateLimiter,
      messaging,
      links,
      appointments,
      prospects,
      phonePrefix: variant.phonePrefix,
    }),
  };
}

export type Foundation = ReturnType<typeof buildFoundation>;
