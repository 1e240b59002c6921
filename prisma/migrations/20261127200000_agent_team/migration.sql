-- The upline transfer becomes the member transfer of both directions along the agent tree: the
-- existing rows are transfers to the upline, their upline the receiver.
CREATE TYPE "MemberTransferDirection" AS ENUM ('TO_UPLINE', 'TO_DOWNLINE');

ALTER TABLE "upline_transfer" RENAME TO "member_transfer";
ALTER TABLE "member_transfer" RENAME COLUMN "upline_id" TO "receiver_id";
ALTER TABLE "member_transfer" ADD COLUMN "direction" "MemberTransferDirection" NOT NULL DEFAULT 'TO_UPLINE';
ALTER TABLE "member_transfer" ALTER COLUMN "direction" DROP DEFAULT;
ALTER SEQUENCE "upline_transfer_id_seq" RENAME TO "member_transfer_id_seq";
ALTER TABLE "member_transfer" RENAME CONSTRAINT "upline_transfer_pkey" TO "member_transfer_pkey";
ALTER TABLE "member_transfer" RENAME CONSTRAINT "upline_transfer_member_id_fkey" TO "member_transfer_member_id_fkey";
ALTER TABLE "member_transfer" RENAME CONSTRAINT "upline_transfer_upline_id_fkey" TO "member_transfer_receiver_id_fkey";
ALTER INDEX "upline_transfer_member_id_request_key_key" RENAME TO "member_transfer_member_id_request_key_key";
ALTER INDEX "upline_transfer_member_id_created_at_idx" RENAME TO "member_transfer_member_id_created_at_idx";
DROP INDEX "upline_transfer_upline_id_idx";
CREATE INDEX "member_transfer_receiver_id_created_at_idx" ON "member_transfer"("receiver_id", "created_at" DESC);

-- The agent centre's downline lists: direct (by upline, the (upline_id, account) index of
-- migration 20261127300100_agent_tree_indexes serves it) and the whole subtree (path prefix).
DROP INDEX "member_upline_id_idx";
CREATE INDEX "member_merchant_id_ancestry_path_idx" ON "member"("merchant_id", "ancestry_path" text_pattern_ops);
