-- Issue 26 point 1: the audit trail becomes a hash chain, one per site. Each row's hash is the
-- SHA-256 of the canonical JSON of its fields and its predecessor's hash (jsonb's text form:
-- sorted keys, fixed spacing); `pnpm audit:verify` recomputes it. Refused console access is
-- audited too, so the operator's columns become optional (a caller who is not signed in).
ALTER TABLE "operator_audit"
    ALTER COLUMN "operator_id" DROP NOT NULL,
    ALTER COLUMN "operator_username" DROP NOT NULL,
    ALTER COLUMN "role" DROP NOT NULL,
    ADD COLUMN "reason" TEXT,
    ADD COLUMN "prev_hash" TEXT,
    ADD COLUMN "hash" TEXT NOT NULL DEFAULT '';

-- A site's chain is read from its newest row.
CREATE INDEX "operator_audit_merchant_id_id_idx" ON "operator_audit"("merchant_id", "id");

-- The canonical form. audit-chain.ts spells the same expression for the verifier, which must
-- not trust a function an intruder could redefine.
CREATE FUNCTION "operator_audit_hash"(r "operator_audit") RETURNS TEXT LANGUAGE sql STABLE AS $$
    SELECT encode(pg_catalog.sha256(convert_to(jsonb_build_object(
        'id', r.id,
        'merchantId', r.merchant_id,
        'operatorId', r.operator_id,
        'operator', r.operator_username,
        'role', r.role,
        'address', r.ip,
        'action', r.action,
        'target', r.target,
        'before', r.before,
        'after', r.after,
        'reason', r.reason,
        'at', (extract(epoch FROM r.created_at) * 1000)::bigint,
        'prevHash', r.prev_hash
    )::text, 'UTF8')), 'hex')
$$;

-- Rows written before the chain existed are chained here, in the order they were written.
ALTER TABLE "operator_audit" DISABLE TRIGGER "operator_audit_append_only";
DO $$
DECLARE
    r "operator_audit";
    previous TEXT;
    site INTEGER;
BEGIN
    FOR r IN SELECT * FROM "operator_audit" ORDER BY merchant_id, id LOOP
        IF site IS DISTINCT FROM r.merchant_id THEN
            previous := NULL;
            site := r.merchant_id;
        END IF;
        r.prev_hash := previous;
        r.hash := "operator_audit_hash"(r);
        UPDATE "operator_audit" SET prev_hash = r.prev_hash, hash = r.hash WHERE id = r.id;
        previous := r.hash;
    END LOOP;
END $$;
ALTER TABLE "operator_audit" ENABLE TRIGGER "operator_audit_append_only";

-- Every insert, whoever makes it, joins its site's chain. Appends of one site take turns on an
-- advisory lock held until commit, and the row's id is drawn under the lock, so two appends
-- never share a predecessor and id order is chain order.
CREATE FUNCTION "operator_audit_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('operator_audit'), NEW.merchant_id);
    NEW.id := nextval(pg_get_serial_sequence('operator_audit', 'id'));
    NEW.prev_hash := (SELECT hash FROM "operator_audit" WHERE merchant_id = NEW.merchant_id
                      ORDER BY id DESC LIMIT 1);
    NEW.hash := "operator_audit_hash"(NEW);
    RETURN NEW;
END $$;
CREATE TRIGGER "operator_audit_chained"
    BEFORE INSERT ON "operator_audit"
    FOR EACH ROW EXECUTE FUNCTION "operator_audit_chain"();
