import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../infra/db/columns';

/**
 * The uids handed out by `GET external/cms/noauth/uid` (spec 3 getUID): an identifier the web keeps
 * in a cookie, never a credential. Recorded so products and registrations only accept ours.
 */
export const visitors = pgTable('visitors', {
  uid: text('uid').primaryKey(),
  createdAt: createdAt(),
  /**
   * The account registered with this uid, set when its e-mail is verified. No foreign key: users
   * already reference visitors, and this column only answers "whose uid is this?".
   */
  userId: uuid('user_id'),
});
