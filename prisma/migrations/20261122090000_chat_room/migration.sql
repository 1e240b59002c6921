-- Chat room: one room per operator (merchant); messages and the operator's mutes.

CREATE TABLE "chat_message" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_message_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "chat_mute" (
    "member_id" INTEGER NOT NULL,
    "muted_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_mute_pkey" PRIMARY KEY ("member_id")
);

-- The room's latest N and the page before a message id read one range of this index.
CREATE INDEX "chat_message_merchant_id_id_idx" ON "chat_message"("merchant_id", "id" DESC);
CREATE INDEX "chat_message_member_id_idx" ON "chat_message"("member_id");

ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "chat_mute" ADD CONSTRAINT "chat_mute_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
