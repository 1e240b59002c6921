-- Operators' messages (console): the text once per sending, a mailbox_message row per member it
-- reached (written by one INSERT ... SELECT), so the header's unread count stays the partial
-- index lookup of mailbox_message_unread_idx whatever the number of broadcasts.
CREATE TYPE "MessageAudience" AS ENUM ('ALL', 'RANK', 'LABEL', 'MEMBER');

CREATE TABLE "mailbox_broadcast" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "audience" "MessageAudience" NOT NULL,
    "target" TEXT,
    "texts" JSONB NOT NULL,
    "recipients" INTEGER NOT NULL,
    "sent_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),
    "deleted_by" TEXT,
    CONSTRAINT "mailbox_broadcast_pkey" PRIMARY KEY ("id")
);
ALTER TABLE "mailbox_broadcast" ADD CONSTRAINT "mailbox_broadcast_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- The console's list of sent messages, newest first.
CREATE INDEX "mailbox_broadcast_merchant_id_id_idx" ON "mailbox_broadcast"("merchant_id", "id" DESC);

ALTER TABLE "mailbox_message" ADD COLUMN "broadcast_id" INTEGER;
ALTER TABLE "mailbox_message" ADD CONSTRAINT "mailbox_message_broadcast_id_fkey" FOREIGN KEY ("broadcast_id") REFERENCES "mailbox_broadcast"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- An operator's delete finds its rows (partial: system messages have none).
CREATE INDEX "mailbox_message_broadcast_idx" ON "mailbox_message"("broadcast_id") WHERE "broadcast_id" IS NOT NULL;
