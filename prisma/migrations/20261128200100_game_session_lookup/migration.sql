-- Every seamless-wallet call resolves its player token (GameSessionRepository.findByToken): one
-- statement per group of calls. Sent as it was, a prepared statement over unnest() of the
-- group's arrays, Postgres planned it again at every call (a custom plan: for the small groups
-- of a moderate load the plan cache judged the generic plan, made for ten rows, dearer), and the
-- planning took longer than the lookup itself (0.3-0.5 ms against 0.1-0.2 ms, several times per
-- round). In a function with plan_cache_mode force_generic_plan it is planned once per
-- connection; the plan reads by key whatever the group's size.
CREATE FUNCTION "game_sessions_by_token"(p_tokens TEXT[], p_game_codes TEXT[])
RETURNS TABLE (
    n INTEGER,
    member_id INTEGER,
    merchant_id INTEGER,
    vendor_id INTEGER,
    is_demo BOOLEAN,
    expires_at TIMESTAMPTZ,
    member_status TEXT,
    game_id INTEGER,
    category_code TEXT,
    play_guarded BOOLEAN
) LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
    RETURN QUERY
    SELECT q.n::INTEGER, s.member_id, m.merchant_id, s.vendor_id, s.is_demo, s.expires_at,
           m.status::TEXT, g.id, g.category_code,
           -- A loss or wager limit, or an exclusion in force: the bet goes through player
           -- protection's check.
           (EXISTS (SELECT 1 FROM player_limit pl WHERE pl.member_id = s.member_id
                      AND pl.kind IN ('LOSS_DAY', 'LOSS_WEEK', 'LOSS_MONTH',
                                      'WAGER_DAY', 'WAGER_WEEK', 'WAGER_MONTH'))
            OR EXISTS (SELECT 1 FROM player_exclusion px WHERE px.member_id = s.member_id
                         AND px.lifted_at IS NULL AND (px.ends_at IS NULL OR px.ends_at > now())))
    FROM unnest(p_tokens, p_game_codes) WITH ORDINALITY AS q(token, game_code, n)
    JOIN game_session s ON s.player_token = q.token
    JOIN member m ON m.id = s.member_id
    LEFT JOIN game g ON g.vendor_id = s.vendor_id AND g.game_code = q.game_code;
END $$;
