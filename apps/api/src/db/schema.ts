// Every table, gathered for Drizzle and drizzle-kit. Each module owns its own schema file.
export * from '../idempotency/idempotency.schema';
export * from '../ledger/ledger.schema';
export * from '../modules/audit/audit.schema';
export * from '../modules/bets/bets.schema';
export * from '../modules/cashier/cashier.schema';
export * from '../modules/content/content.schema';
export * from '../modules/customers/customers.schema';
export * from '../modules/identity/identity.schema';
export * from '../modules/identity/second-factors.schema';
export * from '../modules/notifications/notifications.schema';
export * from '../modules/operators/operators.schema';
export * from '../modules/protections/protections.schema';
export * from '../modules/races/races.schema';
export * from '../modules/reference/reference.schema';
export * from '../modules/settlement/settlement.schema';
export * from '../modules/tax/tax.schema';
export * from '../modules/trading/trading.schema';
