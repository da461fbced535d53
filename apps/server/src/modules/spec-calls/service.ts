import {
  CONTACT_CENTRE,
  ID_DOCUMENT_TYPES,
  UPLOAD_RULES,
  type ProductPart,
  type TContactCentreResponse,
  type TOcrScanSetup,
  type TProductPart,
  type TProductView,
  type TProspectView,
  type TUserNameResponse,
  type VariantId,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { Database } from '../../infra/db/database';
import type { SessionUser } from '../../infra/session/session-store';
import type { createOpeningHoursService } from '../opening-hours/service';
import type { PersonalDataService } from '../personal-data/service';
import type { ProductsService, ProductSummary } from '../products/service';
import type { ProspectsService } from '../prospects/service';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SpecCallsServiceDeps {
  readonly db: Database;
  readonly variant: VariantId;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'status'>;
  readonly products: Pick<ProductsService, 'find' | 'forProspect'>;
  readonly personalData: Pick<PersonalDataService, 'storedInfo'>;
  readonly openingHours: Pick<ReturnType<typeof createOpeningHoursService>, 'current'>;
}

type Owner = Pick<SessionUser, 'userId'>;

const noSuchProduct = () => new AppError(404, 'NOT_FOUND', { message: 'No such product.' });

function toProductView(product: ProductSummary & { prospectId: string }): TProductView {
  return {
    productId: product.productId,
    prospectId: product.prospectId,
    productType: product.productType,
    productState: product.productState,
    packageName: product.packageName,
  };
}

function partValue(product: TProductView, part: ProductPart): string | null {
  if (part === 'state') return product.productState;
  if (part === 'package') return product.packageName;
  return product.productType;
}

/**
 * The calls of spec 3 §7 that read across modules for issue 17 point 19 (decisions 180–183): the
 * prospect and product resources, the contact centre, and the old API's calls that name no prospect
 * (the account's only one is meant). Every id is checked against the session's owner first.
 */
export function createSpecCallsService(deps: SpecCallsServiceDeps) {
  const { db, prospects, products, personalData, openingHours } = deps;

  const ownProduct = async (user: Owner, productId: string): Promise<TProductView> => {
    const product = UUID_PATTERN.test(productId) ? await products.find(db, productId) : null;
    if (product?.prospectId == null) throw noSuchProduct();
    // Another applicant's product: the same 404 as an unknown one.
    try {
      await prospects.requireOwn(db, user, product.prospectId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw noSuchProduct();
      throw error;
    }
    return toProductView({ ...product, prospectId: product.prospectId });
  };

  return {
    /** `GET onboarding/prospects/{id}`: the prospect, its product and whether its data is stored. */
    async prospect(user: Owner, prospectId: string): Promise<TProspectView> {
      const row = await prospects.requireOwn(db, user, prospectId);
      const product = await products.forProspect(db, prospectId);
      const info = await personalData.storedInfo(db, prospectId);
      return {
        prospectId: row.id,
        processName: row.processName,
        prospectState: row.state,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        product: product === null ? null : toProductView({ ...product, prospectId }),
        infoStored: info !== null,
      };
    },

    /** `GET onboarding/products/{id}`: the product of one of the session's prospects. */
    product: ownProduct,

    /** `GET onboarding/products/{id}/{sub}`: one named part of the product. */
    async productPart(user: Owner, productId: string, part: ProductPart): Promise<TProductPart> {
      const product = await ownProduct(user, productId);
      return { productId, part, value: partValue(product, part) };
    },

    /**
     * The prospect an old-API call means: the one named, checked against the session; without
     * one, the account's only prospect (400 PROSPECT_ID_REQUIRED when it has several).
     */
    async prospectOf(user: SessionUser, prospectId: string | undefined): Promise<string> {
      if (prospectId !== undefined) return (await prospects.requireOwn(db, user, prospectId)).id;
      const { processes } = await prospects.status(user, user.uid);
      const [only, ...others] = processes;
      if (only === undefined) throw new AppError(404, 'NOT_FOUND', { message: 'No prospect.' });
      if (others.length > 0) {
        throw new AppError(400, 'PROSPECT_ID_REQUIRED', {
          message: 'The account has several processes: name the prospect.',
          fieldErrors: [{ field: 'prospectId', code: 'validation.required' }],
        });
      }
      return only.prospectId;
    },

    /**
     * `POST user/{seg}/name`: the name of the personal data once stored, the sign-up's full name
     * before (decision 183).
     */
    async nameOf(user: SessionUser, prospectId: string): Promise<TUserNameResponse> {
      await prospects.requireOwn(db, user, prospectId);
      const info = await personalData.storedInfo(db, prospectId);
      if (info === null) {
        return { fullName: user.fullName, firstName: null, surname: null, source: 'ACCOUNT' };
      }
      const main = info.personalInfo.names.MAIN;
      return {
        fullName: [main.firstName, main.secondName, main.surname]
          .filter((part) => typeof part === 'string' && part !== '')
          .join(' '),
        firstName: main.firstName,
        surname: main.surname,
        source: 'PERSONAL_DATA',
      };
    },

    /** `POST externalservices/setupocrscan`: what the scan accepts and where it is read. */
    async ocrScanSetup(user: Owner, prospectId: string): Promise<TOcrScanSetup> {
      await prospects.requireOwn(db, user, prospectId);
      return {
        prospectId,
        idTypes: [...ID_DOCUMENT_TYPES],
        mediaTypes: [...UPLOAD_RULES.ID_DOCUMENT.mediaTypes],
        maxBytes: UPLOAD_RULES.ID_DOCUMENT.maxBytes,
        readingPath: `/services/slo/onboarding/prospects/${prospectId}/documentreading`,
      };
    },

    /** `GET external/info/contactcenter`: numbers, e-mail and the opening hours. */
    contactCentre(): TContactCentreResponse {
      const contact = CONTACT_CENTRE[deps.variant];
      return {
        ...openingHours.current(),
        phoneNumbers: [...contact.phoneNumbers],
        email: contact.email,
      };
    },
  };
}

export type SpecCallsService = ReturnType<typeof createSpecCallsService>;
