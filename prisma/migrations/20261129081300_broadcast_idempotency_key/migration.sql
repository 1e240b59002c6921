-- An operator's message carries the console's Idempotency-Key: a double click or a retried
-- request answers the first sending instead of writing to every mailbox again. The unique index
-- is the guard (two requests racing wait on it); sendings made before keys have none.
ALTER TABLE "mailbox_broadcast" ADD COLUMN "request_key" TEXT,
ADD COLUMN "request_hash" TEXT;

CREATE UNIQUE INDEX "mailbox_broadcast_merchant_id_request_key_key" ON "mailbox_broadcast"("merchant_id", "request_key");
