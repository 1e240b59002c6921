-- The built-in provider records when the wallet acknowledged a round's stake: from then on the
-- round's win is owed, and a round left open is finished by sending its win again (until the
-- wallet acknowledges it), never by rolling the stake back.
ALTER TABLE "provider_round" ADD COLUMN "debited_at" TIMESTAMPTZ(3);
