/** The embedded PostgreSQL's database that holds the app's schema: a test database copied from it
 * skips the migrations' DDL. */
export const MIGRATED_TEMPLATE = 'lapin_template';
