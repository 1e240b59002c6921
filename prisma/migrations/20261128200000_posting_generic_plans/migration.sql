-- The posting function plans each of its statements once per connection (a generic plan) instead
-- of on every call. With enable_seqscan, enable_hashjoin and enable_mergejoin off (set on the
-- function so that no plan reads a whole table), Postgres's plan cache kept judging the generic
-- plans dearer than the custom ones and planned every statement again at each call: a `perf`
-- profile of a backend posting one-entry groups showed 40 % of its time in GetCachedPlan and the
-- planner, and the call's fixed cost (about 1.3 ms, against some 0.07 ms per posting) made the
-- small groups of a moderate load expensive. The plans are the ones the function's settings
-- allow (every statement reads its rows by key), made with the parameters unknown.
ALTER FUNCTION "ledger_post_entries"(INTEGER[], "JournalEntryKind"[], TEXT[], TEXT[], TEXT[],
    INTEGER[], TEXT[], INTEGER[], TEXT[], INTEGER[], TEXT[], BOOLEAN[], BOOLEAN[], TEXT[], TEXT[],
    INTEGER[], INTEGER[], INTEGER[], NUMERIC[], INTEGER)
    SET plan_cache_mode = force_generic_plan;
