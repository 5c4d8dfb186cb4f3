/** The idempotency module's public face: exactly-once changes per idempotency key (issue 36). */

export { idempotencyModule } from './idempotency.plugin';
export { eraseCompanyKeys } from './idempotency.repository';
export { type Json, type KeyedChange, keyedChange, once, requestKey } from './once';
