ALTER TABLE "otp_codes" DROP CONSTRAINT "otp_codes_purpose";--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_purpose" CHECK ("otp_codes"."purpose" in ('PASSWORD_RESET','SIGN_IN','VERIFY_EMAIL','VERIFY_MOBILE','CONFIRM_ACTION'));
