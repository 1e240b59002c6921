-- Member records: the betting record filtered by vendor or category and the account record
-- filtered by type read index ranges of one member, like their unfiltered lists.

-- CreateIndex
CREATE INDEX "journal_entry_member_id_kind_created_at_idx" ON "journal_entry"("member_id", "kind", "created_at");
CREATE INDEX "bet_record_member_id_vendor_id_placed_at_idx" ON "bet_record"("member_id", "vendor_id", "placed_at");
CREATE INDEX "bet_record_member_id_category_code_placed_at_idx" ON "bet_record"("member_id", "category_code", "placed_at");
