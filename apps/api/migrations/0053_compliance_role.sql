-- Issue 29: the COMPLIANCE role works the data requests and money-laundering alerts.
ALTER TABLE "operators" DROP CONSTRAINT "operators_roles";--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_roles" CHECK (cardinality("operators"."roles") >= 1 and "operators"."roles" <@ ARRAY['ADMIN','TRADER','CASHIER','CONTENT','SUPPORT','COMPLIANCE']::varchar(16)[]);
