CREATE TABLE "session_rollup_marks" (
	"retailer_id" uuid PRIMARY KEY NOT NULL,
	"sealed_before" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_rollups_local" (
	"retailer_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"day" date NOT NULL,
	"summary_status" text NOT NULL,
	"data_quality" integer NOT NULL,
	"negotiation_type" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"negotiated" integer DEFAULT 0 NOT NULL,
	"agreed" integer DEFAULT 0 NOT NULL,
	"in_basket" integer DEFAULT 0 NOT NULL,
	"purchased" integer DEFAULT 0 NOT NULL,
	"purchased_with_addon" integer DEFAULT 0 NOT NULL,
	"recovered_purchased" integer DEFAULT 0 NOT NULL,
	"addon_offered" integer DEFAULT 0 NOT NULL,
	"reopened" integer DEFAULT 0 NOT NULL,
	"failed_sad_reactions" integer DEFAULT 0 NOT NULL,
	"failed_heart_reactions" integer DEFAULT 0 NOT NULL,
	"failed_angry_reactions" integer DEFAULT 0 NOT NULL,
	"failed_thinking_reactions" integer DEFAULT 0 NOT NULL,
	"with_bids" integer DEFAULT 0 NOT NULL,
	"walk_hits" integer DEFAULT 0 NOT NULL,
	"walk_cells" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"zone_sessions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	"list_revenue" numeric DEFAULT '0' NOT NULL,
	"recovered_revenue" numeric DEFAULT '0' NOT NULL,
	"addon_revenue" numeric DEFAULT '0' NOT NULL,
	"agreed_discount_sum" numeric DEFAULT '0' NOT NULL,
	"agreed_discount_n" integer DEFAULT 0 NOT NULL,
	"purchased_discount_sum" numeric DEFAULT '0' NOT NULL,
	"purchased_discount_n" integer DEFAULT 0 NOT NULL,
	"chattiness_sum" numeric DEFAULT '0' NOT NULL,
	"chattiness_n" integer DEFAULT 0 NOT NULL,
	"engagement_sum" numeric DEFAULT '0' NOT NULL,
	"engagement_n" integer DEFAULT 0 NOT NULL,
	"seconds_sum" numeric DEFAULT '0' NOT NULL,
	"seconds_n" integer DEFAULT 0 NOT NULL,
	"engagement_high" integer DEFAULT 0 NOT NULL,
	"engagement_neutral" integer DEFAULT 0 NOT NULL,
	"engagement_low" integer DEFAULT 0 NOT NULL,
	"engagement_pending" integer DEFAULT 0 NOT NULL,
	"engagement_unavailable" integer DEFAULT 0 NOT NULL,
	"agreed_band_0" integer DEFAULT 0 NOT NULL,
	"purchased_band_0" integer DEFAULT 0 NOT NULL,
	"agreed_band_1" integer DEFAULT 0 NOT NULL,
	"purchased_band_1" integer DEFAULT 0 NOT NULL,
	"agreed_band_2" integer DEFAULT 0 NOT NULL,
	"purchased_band_2" integer DEFAULT 0 NOT NULL,
	"agreed_band_3" integer DEFAULT 0 NOT NULL,
	"purchased_band_3" integer DEFAULT 0 NOT NULL,
	"agreed_band_4" integer DEFAULT 0 NOT NULL,
	"purchased_band_4" integer DEFAULT 0 NOT NULL,
	"agreed_band_5" integer DEFAULT 0 NOT NULL,
	"purchased_band_5" integer DEFAULT 0 NOT NULL,
	"agreed_band_6" integer DEFAULT 0 NOT NULL,
	"purchased_band_6" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_rollups_local_pkey" PRIMARY KEY("retailer_id","rule_id","day","summary_status","data_quality","negotiation_type")
);
--> statement-breakpoint
CREATE TABLE "session_rollups_utc" (
	"day" date NOT NULL,
	"summary_status" text NOT NULL,
	"data_quality" integer NOT NULL,
	"negotiation_type" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"negotiated" integer DEFAULT 0 NOT NULL,
	"agreed" integer DEFAULT 0 NOT NULL,
	"in_basket" integer DEFAULT 0 NOT NULL,
	"purchased" integer DEFAULT 0 NOT NULL,
	"purchased_with_addon" integer DEFAULT 0 NOT NULL,
	"recovered_purchased" integer DEFAULT 0 NOT NULL,
	"addon_offered" integer DEFAULT 0 NOT NULL,
	"reopened" integer DEFAULT 0 NOT NULL,
	"failed_sad_reactions" integer DEFAULT 0 NOT NULL,
	"failed_heart_reactions" integer DEFAULT 0 NOT NULL,
	"failed_angry_reactions" integer DEFAULT 0 NOT NULL,
	"failed_thinking_reactions" integer DEFAULT 0 NOT NULL,
	"with_bids" integer DEFAULT 0 NOT NULL,
	"walk_hits" integer DEFAULT 0 NOT NULL,
	"walk_cells" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"zone_sessions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"revenue" numeric DEFAULT '0' NOT NULL,
	"list_revenue" numeric DEFAULT '0' NOT NULL,
	"recovered_revenue" numeric DEFAULT '0' NOT NULL,
	"addon_revenue" numeric DEFAULT '0' NOT NULL,
	"agreed_discount_sum" numeric DEFAULT '0' NOT NULL,
	"agreed_discount_n" integer DEFAULT 0 NOT NULL,
	"purchased_discount_sum" numeric DEFAULT '0' NOT NULL,
	"purchased_discount_n" integer DEFAULT 0 NOT NULL,
	"chattiness_sum" numeric DEFAULT '0' NOT NULL,
	"chattiness_n" integer DEFAULT 0 NOT NULL,
	"engagement_sum" numeric DEFAULT '0' NOT NULL,
	"engagement_n" integer DEFAULT 0 NOT NULL,
	"seconds_sum" numeric DEFAULT '0' NOT NULL,
	"seconds_n" integer DEFAULT 0 NOT NULL,
	"engagement_high" integer DEFAULT 0 NOT NULL,
	"engagement_neutral" integer DEFAULT 0 NOT NULL,
	"engagement_low" integer DEFAULT 0 NOT NULL,
	"engagement_pending" integer DEFAULT 0 NOT NULL,
	"engagement_unavailable" integer DEFAULT 0 NOT NULL,
	"agreed_band_0" integer DEFAULT 0 NOT NULL,
	"purchased_band_0" integer DEFAULT 0 NOT NULL,
	"agreed_band_1" integer DEFAULT 0 NOT NULL,
	"purchased_band_1" integer DEFAULT 0 NOT NULL,
	"agreed_band_2" integer DEFAULT 0 NOT NULL,
	"purchased_band_2" integer DEFAULT 0 NOT NULL,
	"agreed_band_3" integer DEFAULT 0 NOT NULL,
	"purchased_band_3" integer DEFAULT 0 NOT NULL,
	"agreed_band_4" integer DEFAULT 0 NOT NULL,
	"purchased_band_4" integer DEFAULT 0 NOT NULL,
	"agreed_band_5" integer DEFAULT 0 NOT NULL,
	"purchased_band_5" integer DEFAULT 0 NOT NULL,
	"agreed_band_6" integer DEFAULT 0 NOT NULL,
	"purchased_band_6" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_rollups_utc_pkey" PRIMARY KEY("day","summary_status","data_quality","negotiation_type")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reopens" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sad_reactions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "heart_reactions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "angry_reactions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "thinking_reactions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Reopened sessions before this migration: the shopper had negotiated the product earlier.
UPDATE sessions s SET reopens = true
WHERE s.retailer_product_id IS NOT NULL AND EXISTS (
	SELECT 1 FROM sessions p
	WHERE p.retailer_id = s.retailer_id AND p.shopper_id_hash = s.shopper_id_hash
		AND p.retailer_product_id = s.retailer_product_id AND p.created_at < s.created_at
);
--> statement-breakpoint
-- sessions' reaction counts are those of its messages, recounted on every write of a reacted
-- message (the partial index session_messages_reactions finds them).
CREATE FUNCTION parley_recount_reactions(session uuid) RETURNS void
	LANGUAGE sql
	AS $$
	UPDATE sessions s SET sad_reactions = c.sad, heart_reactions = c.heart,
		angry_reactions = c.angry, thinking_reactions = c.thinking
	FROM (
		SELECT count(*) FILTER (WHERE user_reaction = 'sad') AS sad,
			count(*) FILTER (WHERE user_reaction = 'heart') AS heart,
			count(*) FILTER (WHERE user_reaction = 'angry') AS angry,
			count(*) FILTER (WHERE user_reaction = 'thinking') AS thinking
		FROM session_messages WHERE session_id = session AND user_reaction IS NOT NULL
	) c
	WHERE s.session_id = session
		AND (s.sad_reactions, s.heart_reactions, s.angry_reactions, s.thinking_reactions)
			IS DISTINCT FROM (c.sad, c.heart, c.angry, c.thinking)
$$;
--> statement-breakpoint
CREATE FUNCTION parley_session_message_reactions() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM parley_recount_reactions(OLD.session_id);
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.session_id <> OLD.session_id) THEN
		PERFORM parley_recount_reactions(NEW.session_id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A widget turn writes messages without reactions: the WHEN is all it pays.
CREATE TRIGGER session_messages_reactions_insert AFTER INSERT ON session_messages FOR EACH ROW
	WHEN (NEW.user_reaction IS NOT NULL)
	EXECUTE FUNCTION parley_session_message_reactions();
--> statement-breakpoint
CREATE TRIGGER session_messages_reactions_update
	AFTER UPDATE OF user_reaction, session_id ON session_messages FOR EACH ROW
	WHEN (OLD.user_reaction IS DISTINCT FROM NEW.user_reaction
		OR (OLD.session_id <> NEW.session_id AND NEW.user_reaction IS NOT NULL))
	EXECUTE FUNCTION parley_session_message_reactions();
--> statement-breakpoint
CREATE TRIGGER session_messages_reactions_delete AFTER DELETE ON session_messages FOR EACH ROW
	WHEN (OLD.user_reaction IS NOT NULL)
	EXECUTE FUNCTION parley_session_message_reactions();
--> statement-breakpoint
UPDATE sessions s SET sad_reactions = c.sad, heart_reactions = c.heart,
	angry_reactions = c.angry, thinking_reactions = c.thinking
FROM (
	SELECT session_id,
		count(*) FILTER (WHERE user_reaction = 'sad') AS sad,
		count(*) FILTER (WHERE user_reaction = 'heart') AS heart,
		count(*) FILTER (WHERE user_reaction = 'angry') AS angry,
		count(*) FILTER (WHERE user_reaction = 'thinking') AS thinking
	FROM session_messages WHERE user_reaction IS NOT NULL GROUP BY session_id
) c
WHERE s.session_id = c.session_id;
--> statement-breakpoint
-- The roll-ups' functions and triggers (the tables are above). A session counts in the roll-ups
-- when it was created before the mark of its retailer (session_rollups_local, days in the
-- retailer's zone, per rule) or before the mark across retailers (session_rollups_utc); the
-- sealer in modules/stats/rollups moves the marks forward, a day at a time, never nearer than
-- three days to now. The triggers below keep every counted session's contribution exact: on a
-- write they take the old row's measures away and add the new row's.
--
-- Counts by position (the zone walks' grid), added element by element.
CREATE FUNCTION parley_add_counts(a integer[], b integer[]) RETURNS integer[]
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$
	SELECT coalesce(array_agg(coalesce(a[i], 0) + coalesce(b[i], 0) ORDER BY i), '{}')
	FROM generate_series(1, greatest(cardinality(a), cardinality(b))) i
$$;
--> statement-breakpoint
CREATE FUNCTION parley_scale_counts(a integer[], k integer) RETURNS integer[]
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT coalesce(array_agg(v * k ORDER BY i), '{}') FROM unnest(a) WITH ORDINALITY u(v, i) $$;
--> statement-breakpoint
CREATE AGGREGATE parley_sum_counts(integer[]) (
	SFUNC = parley_add_counts, STYPE = integer[], INITCOND = '{}'
);
--> statement-breakpoint
-- The fields of a session the roll-ups read.
CREATE TYPE parley_rollup_session AS (
	retailer_id uuid,
	created_at timestamptz,
	rule_ids uuid[],
	summary_status text,
	data_quality integer,
	negotiation_type text,
	negotiation_status text,
	last_user_bid numeric,
	deal_price numeric,
	product_price numeric,
	quantity integer,
	addon_item_id uuid,
	reopens boolean,
	sad_reactions integer,
	heart_reactions integer,
	angry_reactions integer,
	thinking_reactions integer,
	zone_walk integer[],
	chattiness numeric,
	engagement_score numeric,
	engagement_category text,
	first_message_at timestamptz,
	last_message_at timestamptz
);
--> statement-breakpoint
CREATE FUNCTION parley_rollup_session_of(s sessions) RETURNS parley_rollup_session
	LANGUAGE sql IMMUTABLE
	AS $$ SELECT ROW(s.retailer_id, s.created_at, s.rule_ids, s.summary_status, s.data_quality, s.negotiation_type, s.negotiation_status, s.last_user_bid, s.deal_price, s.product_price, s.quantity, s.addon_item_id, s.reopens, s.sad_reactions, s.heart_reactions, s.angry_reactions, s.thinking_reactions, s.zone_walk, s.chattiness, s.engagement_score, s.engagement_category, s.first_message_at, s.last_message_at)::parley_rollup_session $$;
--> statement-breakpoint
-- What one session adds to its day: the dashboard's outcomes in SQL, as the server defines them
-- (modules/stats/outcomes.ts and measures.ts); the roll-ups' property test holds them equal.
CREATE FUNCTION parley_rollup_measures(s parley_rollup_session) RETURNS TABLE (
	sessions integer,
	negotiated integer,
	agreed integer,
	in_basket integer,
	purchased integer,
	purchased_with_addon integer,
	recovered_purchased integer,
	addon_offered integer,
	reopened integer,
	failed_sad_reactions integer,
	failed_heart_reactions integer,
	failed_angry_reactions integer,
	failed_thinking_reactions integer,
	with_bids integer,
	walk_hits integer,
	walk_cells integer[],
	zone_sessions integer[],
	revenue numeric,
	list_revenue numeric,
	recovered_revenue numeric,
	addon_revenue numeric,
	agreed_discount_sum numeric,
	agreed_discount_n integer,
	purchased_discount_sum numeric,
	purchased_discount_n integer,
	chattiness_sum numeric,
	chattiness_n integer,
	engagement_sum numeric,
	engagement_n integer,
	seconds_sum numeric,
	seconds_n integer,
	engagement_high integer,
	engagement_neutral integer,
	engagement_low integer,
	engagement_pending integer,
	engagement_unavailable integer,
	agreed_band_0 integer,
	purchased_band_0 integer,
	agreed_band_1 integer,
	purchased_band_1 integer,
	agreed_band_2 integer,
	purchased_band_2 integer,
	agreed_band_3 integer,
	purchased_band_3 integer,
	agreed_band_4 integer,
	purchased_band_4 integer,
	agreed_band_5 integer,
	purchased_band_5 integer,
	agreed_band_6 integer,
	purchased_band_6 integer
)
	LANGUAGE sql IMMUTABLE
	AS $$
	SELECT
		1,
		(s.last_user_bid IS NOT NULL OR f.agreed)::int,
		f.agreed::int,
		f.in_basket::int,
		f.purchased::int,
		(f.purchased AND f.addon)::int,
		f.recovered::int,
		f.addon::int,
		s.reopens::int,
		CASE WHEN f.agreed THEN 0 ELSE s.sad_reactions END,
		CASE WHEN f.agreed THEN 0 ELSE s.heart_reactions END,
		CASE WHEN f.agreed THEN 0 ELSE s.angry_reactions END,
		CASE WHEN f.agreed THEN 0 ELSE s.thinking_reactions END,
		(cardinality(s.zone_walk) > 0)::int,
		(s.zone_walk && '{5,6,7}'::integer[])::int,
		(SELECT coalesce(array_agg((s.zone_walk[(i - 1) / 8 + 1] = (i - 1) % 8)::int ORDER BY i), '{}')
			FROM generate_series(1, 8 * cardinality(s.zone_walk)) i),
		(SELECT array_agg((z = ANY (s.zone_walk))::int ORDER BY z) FROM generate_series(0, 7) z),
		CASE WHEN f.purchased THEN coalesce(f.deal_value, 0) ELSE 0 END,
		CASE WHEN f.purchased THEN coalesce(f.list_value, 0) ELSE 0 END,
		CASE WHEN f.recovered THEN coalesce(f.deal_value, 0) ELSE 0 END,
		CASE WHEN f.purchased AND f.addon THEN coalesce(f.deal_value, 0) ELSE 0 END,
		CASE WHEN f.agreed THEN coalesce(f.discount, 0) ELSE 0 END,
		(f.agreed AND f.discount IS NOT NULL)::int,
		CASE WHEN f.purchased THEN coalesce(f.discount, 0) ELSE 0 END,
		(f.purchased AND f.discount IS NOT NULL)::int,
		coalesce(s.chattiness, 0),
		(s.chattiness IS NOT NULL)::int,
		coalesce(s.engagement_score, 0),
		(s.engagement_score IS NOT NULL)::int,
		coalesce(f.seconds, 0),
		(f.seconds IS NOT NULL)::int,
		(s.engagement_category = 'high')::int,
		(s.engagement_category = 'neutral')::int,
		(s.engagement_category = 'low')::int,
		(s.engagement_category = 'pending')::int,
		(s.engagement_category = 'unavailable')::int,
		(f.agreed AND coalesce(f.band = 0, false))::int,
		(f.purchased AND coalesce(f.band = 0, false))::int,
		(f.agreed AND coalesce(f.band = 1, false))::int,
		(f.purchased AND coalesce(f.band = 1, false))::int,
		(f.agreed AND coalesce(f.band = 2, false))::int,
		(f.purchased AND coalesce(f.band = 2, false))::int,
		(f.agreed AND coalesce(f.band = 3, false))::int,
		(f.purchased AND coalesce(f.band = 3, false))::int,
		(f.agreed AND coalesce(f.band = 4, false))::int,
		(f.purchased AND coalesce(f.band = 4, false))::int,
		(f.agreed AND coalesce(f.band = 5, false))::int,
		(f.purchased AND coalesce(f.band = 5, false))::int,
		(f.agreed AND coalesce(f.band = 6, false))::int,
		(f.purchased AND coalesce(f.band = 6, false))::int
	FROM (
		SELECT *,
			least(greatest(floor(discount / 5), 0), 6)::int AS band
		FROM (
			SELECT
				s.negotiation_status IN ('purchased', 'recovered_purchased') AS purchased,
				s.negotiation_status IN ('added_to_basket', 'checkout', 'purchased', 'recovered_purchased') AS in_basket,
				s.negotiation_status IN ('deal_agreed', 'added_to_basket', 'checkout', 'purchased', 'recovered_purchased') AS agreed,
				s.negotiation_status = 'recovered_purchased' AS recovered,
				s.addon_item_id IS NOT NULL AS addon,
				s.deal_price * s.quantity AS deal_value,
				s.product_price * s.quantity AS list_value,
				CASE WHEN s.product_price > 0 AND s.deal_price IS NOT NULL
					THEN (s.product_price - s.deal_price) * 100 / s.product_price END AS discount,
				extract(epoch FROM s.last_message_at - s.first_message_at) AS seconds
		) flags
	) f
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) sessions where their marks say they are counted:
-- in the retailers' roll-ups ('local'), the one across retailers ('utc') or both.
CREATE FUNCTION parley_rollup_apply(changed parley_rollup_session[], sign integer, targets text)
	RETURNS void
	LANGUAGE plpgsql
	AS $$
BEGIN
	IF targets IN ('both', 'local') THEN
		INSERT INTO session_rollups_local AS t (retailer_id, rule_id, day, summary_status, data_quality, negotiation_type, sessions, negotiated, agreed, in_basket, purchased, purchased_with_addon, recovered_purchased, addon_offered, reopened, failed_sad_reactions, failed_heart_reactions, failed_angry_reactions, failed_thinking_reactions, with_bids, walk_hits, walk_cells, zone_sessions, revenue, list_revenue, recovered_revenue, addon_revenue, agreed_discount_sum, agreed_discount_n, purchased_discount_sum, purchased_discount_n, chattiness_sum, chattiness_n, engagement_sum, engagement_n, seconds_sum, seconds_n, engagement_high, engagement_neutral, engagement_low, engagement_pending, engagement_unavailable, agreed_band_0, purchased_band_0, agreed_band_1, purchased_band_1, agreed_band_2, purchased_band_2, agreed_band_3, purchased_band_3, agreed_band_4, purchased_band_4, agreed_band_5, purchased_band_5, agreed_band_6, purchased_band_6)
		SELECT
			s.retailer_id,
			rule.id,
			(s.created_at AT TIME ZONE r.timezone_code)::date,
			s.summary_status,
			coalesce(s.data_quality, -1),
			s.negotiation_type,
			sign * sum(m.sessions),
			sign * sum(m.negotiated),
			sign * sum(m.agreed),
			sign * sum(m.in_basket),
			sign * sum(m.purchased),
			sign * sum(m.purchased_with_addon),
			sign * sum(m.recovered_purchased),
			sign * sum(m.addon_offered),
			sign * sum(m.reopened),
			sign * sum(m.failed_sad_reactions),
			sign * sum(m.failed_heart_reactions),
			sign * sum(m.failed_angry_reactions),
			sign * sum(m.failed_thinking_reactions),
			sign * sum(m.with_bids),
			sign * sum(m.walk_hits),
			parley_sum_counts(parley_scale_counts(m.walk_cells, sign)),
			parley_sum_counts(parley_scale_counts(m.zone_sessions, sign)),
			sign * sum(m.revenue),
			sign * sum(m.list_revenue),
			sign * sum(m.recovered_revenue),
			sign * sum(m.addon_revenue),
			sign * sum(m.agreed_discount_sum),
			sign * sum(m.agreed_discount_n),
			sign * sum(m.purchased_discount_sum),
			sign * sum(m.purchased_discount_n),
			sign * sum(m.chattiness_sum),
			sign * sum(m.chattiness_n),
			sign * sum(m.engagement_sum),
			sign * sum(m.engagement_n),
			sign * sum(m.seconds_sum),
			sign * sum(m.seconds_n),
			sign * sum(m.engagement_high),
			sign * sum(m.engagement_neutral),
			sign * sum(m.engagement_low),
			sign * sum(m.engagement_pending),
			sign * sum(m.engagement_unavailable),
			sign * sum(m.agreed_band_0),
			sign * sum(m.purchased_band_0),
			sign * sum(m.agreed_band_1),
			sign * sum(m.purchased_band_1),
			sign * sum(m.agreed_band_2),
			sign * sum(m.purchased_band_2),
			sign * sum(m.agreed_band_3),
			sign * sum(m.purchased_band_3),
			sign * sum(m.agreed_band_4),
			sign * sum(m.purchased_band_4),
			sign * sum(m.agreed_band_5),
			sign * sum(m.purchased_band_5),
			sign * sum(m.agreed_band_6),
			sign * sum(m.purchased_band_6)
		FROM unnest(changed) s
		JOIN session_rollup_marks k ON k.retailer_id = s.retailer_id AND s.created_at < k.sealed_before
		JOIN retailers r ON r.id = s.retailer_id
		CROSS JOIN LATERAL parley_rollup_measures(s) m
		CROSS JOIN LATERAL (SELECT DISTINCT u.id FROM unnest('00000000-0000-0000-0000-000000000000'::uuid || s.rule_ids) u(id)) rule
		GROUP BY 1, 2, 3, 4, 5, 6
		ON CONFLICT (retailer_id, rule_id, day, summary_status, data_quality, negotiation_type) DO UPDATE SET
			sessions = t.sessions + excluded.sessions,
			negotiated = t.negotiated + excluded.negotiated,
			agreed = t.agreed + excluded.agreed,
			in_basket = t.in_basket + excluded.in_basket,
			purchased = t.purchased + excluded.purchased,
			purchased_with_addon = t.purchased_with_addon + excluded.purchased_with_addon,
			recovered_purchased = t.recovered_purchased + excluded.recovered_purchased,
			addon_offered = t.addon_offered + excluded.addon_offered,
			reopened = t.reopened + excluded.reopened,
			failed_sad_reactions = t.failed_sad_reactions + excluded.failed_sad_reactions,
			failed_heart_reactions = t.failed_heart_reactions + excluded.failed_heart_reactions,
			failed_angry_reactions = t.failed_angry_reactions + excluded.failed_angry_reactions,
			failed_thinking_reactions = t.failed_thinking_reactions + excluded.failed_thinking_reactions,
			with_bids = t.with_bids + excluded.with_bids,
			walk_hits = t.walk_hits + excluded.walk_hits,
			walk_cells = parley_add_counts(t.walk_cells, excluded.walk_cells),
			zone_sessions = parley_add_counts(t.zone_sessions, excluded.zone_sessions),
			revenue = t.revenue + excluded.revenue,
			list_revenue = t.list_revenue + excluded.list_revenue,
			recovered_revenue = t.recovered_revenue + excluded.recovered_revenue,
			addon_revenue = t.addon_revenue + excluded.addon_revenue,
			agreed_discount_sum = t.agreed_discount_sum + excluded.agreed_discount_sum,
			agreed_discount_n = t.agreed_discount_n + excluded.agreed_discount_n,
			purchased_discount_sum = t.purchased_discount_sum + excluded.purchased_discount_sum,
			purchased_discount_n = t.purchased_discount_n + excluded.purchased_discount_n,
			chattiness_sum = t.chattiness_sum + excluded.chattiness_sum,
			chattiness_n = t.chattiness_n + excluded.chattiness_n,
			engagement_sum = t.engagement_sum + excluded.engagement_sum,
			engagement_n = t.engagement_n + excluded.engagement_n,
			seconds_sum = t.seconds_sum + excluded.seconds_sum,
			seconds_n = t.seconds_n + excluded.seconds_n,
			engagement_high = t.engagement_high + excluded.engagement_high,
			engagement_neutral = t.engagement_neutral + excluded.engagement_neutral,
			engagement_low = t.engagement_low + excluded.engagement_low,
			engagement_pending = t.engagement_pending + excluded.engagement_pending,
			engagement_unavailable = t.engagement_unavailable + excluded.engagement_unavailable,
			agreed_band_0 = t.agreed_band_0 + excluded.agreed_band_0,
			purchased_band_0 = t.purchased_band_0 + excluded.purchased_band_0,
			agreed_band_1 = t.agreed_band_1 + excluded.agreed_band_1,
			purchased_band_1 = t.purchased_band_1 + excluded.purchased_band_1,
			agreed_band_2 = t.agreed_band_2 + excluded.agreed_band_2,
			purchased_band_2 = t.purchased_band_2 + excluded.purchased_band_2,
			agreed_band_3 = t.agreed_band_3 + excluded.agreed_band_3,
			purchased_band_3 = t.purchased_band_3 + excluded.purchased_band_3,
			agreed_band_4 = t.agreed_band_4 + excluded.agreed_band_4,
			purchased_band_4 = t.purchased_band_4 + excluded.purchased_band_4,
			agreed_band_5 = t.agreed_band_5 + excluded.agreed_band_5,
			purchased_band_5 = t.purchased_band_5 + excluded.purchased_band_5,
			agreed_band_6 = t.agreed_band_6 + excluded.agreed_band_6,
			purchased_band_6 = t.purchased_band_6 + excluded.purchased_band_6;
	END IF;
	IF targets IN ('both', 'utc') THEN
		INSERT INTO session_rollups_utc AS t (day, summary_status, data_quality, negotiation_type, sessions, negotiated, agreed, in_basket, purchased, purchased_with_addon, recovered_purchased, addon_offered, reopened, failed_sad_reactions, failed_heart_reactions, failed_angry_reactions, failed_thinking_reactions, with_bids, walk_hits, walk_cells, zone_sessions, revenue, list_revenue, recovered_revenue, addon_revenue, agreed_discount_sum, agreed_discount_n, purchased_discount_sum, purchased_discount_n, chattiness_sum, chattiness_n, engagement_sum, engagement_n, seconds_sum, seconds_n, engagement_high, engagement_neutral, engagement_low, engagement_pending, engagement_unavailable, agreed_band_0, purchased_band_0, agreed_band_1, purchased_band_1, agreed_band_2, purchased_band_2, agreed_band_3, purchased_band_3, agreed_band_4, purchased_band_4, agreed_band_5, purchased_band_5, agreed_band_6, purchased_band_6)
		SELECT
			(s.created_at AT TIME ZONE 'UTC')::date,
			s.summary_status,
			coalesce(s.data_quality, -1),
			s.negotiation_type,
			sign * sum(m.sessions),
			sign * sum(m.negotiated),
			sign * sum(m.agreed),
			sign * sum(m.in_basket),
			sign * sum(m.purchased),
			sign * sum(m.purchased_with_addon),
			sign * sum(m.recovered_purchased),
			sign * sum(m.addon_offered),
			sign * sum(m.reopened),
			sign * sum(m.failed_sad_reactions),
			sign * sum(m.failed_heart_reactions),
			sign * sum(m.failed_angry_reactions),
			sign * sum(m.failed_thinking_reactions),
			sign * sum(m.with_bids),
			sign * sum(m.walk_hits),
			parley_sum_counts(parley_scale_counts(m.walk_cells, sign)),
			parley_sum_counts(parley_scale_counts(m.zone_sessions, sign)),
			sign * sum(m.revenue),
			sign * sum(m.list_revenue),
			sign * sum(m.recovered_revenue),
			sign * sum(m.addon_revenue),
			sign * sum(m.agreed_discount_sum),
			sign * sum(m.agreed_discount_n),
			sign * sum(m.purchased_discount_sum),
			sign * sum(m.purchased_discount_n),
			sign * sum(m.chattiness_sum),
			sign * sum(m.chattiness_n),
			sign * sum(m.engagement_sum),
			sign * sum(m.engagement_n),
			sign * sum(m.seconds_sum),
			sign * sum(m.seconds_n),
			sign * sum(m.engagement_high),
			sign * sum(m.engagement_neutral),
			sign * sum(m.engagement_low),
			sign * sum(m.engagement_pending),
			sign * sum(m.engagement_unavailable),
			sign * sum(m.agreed_band_0),
			sign * sum(m.purchased_band_0),
			sign * sum(m.agreed_band_1),
			sign * sum(m.purchased_band_1),
			sign * sum(m.agreed_band_2),
			sign * sum(m.purchased_band_2),
			sign * sum(m.agreed_band_3),
			sign * sum(m.purchased_band_3),
			sign * sum(m.agreed_band_4),
			sign * sum(m.purchased_band_4),
			sign * sum(m.agreed_band_5),
			sign * sum(m.purchased_band_5),
			sign * sum(m.agreed_band_6),
			sign * sum(m.purchased_band_6)
		FROM unnest(changed) s
		JOIN session_rollup_marks k ON k.retailer_id = '00000000-0000-0000-0000-000000000000'::uuid AND s.created_at < k.sealed_before
		CROSS JOIN LATERAL parley_rollup_measures(s) m
		GROUP BY 1, 2, 3, 4
		ON CONFLICT (day, summary_status, data_quality, negotiation_type) DO UPDATE SET
			sessions = t.sessions + excluded.sessions,
			negotiated = t.negotiated + excluded.negotiated,
			agreed = t.agreed + excluded.agreed,
			in_basket = t.in_basket + excluded.in_basket,
			purchased = t.purchased + excluded.purchased,
			purchased_with_addon = t.purchased_with_addon + excluded.purchased_with_addon,
			recovered_purchased = t.recovered_purchased + excluded.recovered_purchased,
			addon_offered = t.addon_offered + excluded.addon_offered,
			reopened = t.reopened + excluded.reopened,
			failed_sad_reactions = t.failed_sad_reactions + excluded.failed_sad_reactions,
			failed_heart_reactions = t.failed_heart_reactions + excluded.failed_heart_reactions,
			failed_angry_reactions = t.failed_angry_reactions + excluded.failed_angry_reactions,
			failed_thinking_reactions = t.failed_thinking_reactions + excluded.failed_thinking_reactions,
			with_bids = t.with_bids + excluded.with_bids,
			walk_hits = t.walk_hits + excluded.walk_hits,
			walk_cells = parley_add_counts(t.walk_cells, excluded.walk_cells),
			zone_sessions = parley_add_counts(t.zone_sessions, excluded.zone_sessions),
			revenue = t.revenue + excluded.revenue,
			list_revenue = t.list_revenue + excluded.list_revenue,
			recovered_revenue = t.recovered_revenue + excluded.recovered_revenue,
			addon_revenue = t.addon_revenue + excluded.addon_revenue,
			agreed_discount_sum = t.agreed_discount_sum + excluded.agreed_discount_sum,
			agreed_discount_n = t.agreed_discount_n + excluded.agreed_discount_n,
			purchased_discount_sum = t.purchased_discount_sum + excluded.purchased_discount_sum,
			purchased_discount_n = t.purchased_discount_n + excluded.purchased_discount_n,
			chattiness_sum = t.chattiness_sum + excluded.chattiness_sum,
			chattiness_n = t.chattiness_n + excluded.chattiness_n,
			engagement_sum = t.engagement_sum + excluded.engagement_sum,
			engagement_n = t.engagement_n + excluded.engagement_n,
			seconds_sum = t.seconds_sum + excluded.seconds_sum,
			seconds_n = t.seconds_n + excluded.seconds_n,
			engagement_high = t.engagement_high + excluded.engagement_high,
			engagement_neutral = t.engagement_neutral + excluded.engagement_neutral,
			engagement_low = t.engagement_low + excluded.engagement_low,
			engagement_pending = t.engagement_pending + excluded.engagement_pending,
			engagement_unavailable = t.engagement_unavailable + excluded.engagement_unavailable,
			agreed_band_0 = t.agreed_band_0 + excluded.agreed_band_0,
			purchased_band_0 = t.purchased_band_0 + excluded.purchased_band_0,
			agreed_band_1 = t.agreed_band_1 + excluded.agreed_band_1,
			purchased_band_1 = t.purchased_band_1 + excluded.purchased_band_1,
			agreed_band_2 = t.agreed_band_2 + excluded.agreed_band_2,
			purchased_band_2 = t.purchased_band_2 + excluded.purchased_band_2,
			agreed_band_3 = t.agreed_band_3 + excluded.agreed_band_3,
			purchased_band_3 = t.purchased_band_3 + excluded.purchased_band_3,
			agreed_band_4 = t.agreed_band_4 + excluded.agreed_band_4,
			purchased_band_4 = t.purchased_band_4 + excluded.purchased_band_4,
			agreed_band_5 = t.agreed_band_5 + excluded.agreed_band_5,
			purchased_band_5 = t.purchased_band_5 + excluded.purchased_band_5,
			agreed_band_6 = t.agreed_band_6 + excluded.agreed_band_6,
			purchased_band_6 = t.purchased_band_6 + excluded.purchased_band_6;
	END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION parley_sessions_rollup() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	-- A share lock on the marks waits for a sealer moving them (it holds them for update), and
	-- holds it off until this transaction ends: a session is counted once, by one or the other.
	IF TG_OP <> 'INSERT' THEN
		PERFORM 1 FROM session_rollup_marks
			WHERE retailer_id IN (OLD.retailer_id, '00000000-0000-0000-0000-000000000000'::uuid) FOR SHARE;
		PERFORM parley_rollup_apply(ARRAY[parley_rollup_session_of(OLD)], -1, 'both');
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM 1 FROM session_rollup_marks
			WHERE retailer_id IN (NEW.retailer_id, '00000000-0000-0000-0000-000000000000'::uuid) FOR SHARE;
		PERFORM parley_rollup_apply(ARRAY[parley_rollup_session_of(NEW)], 1, 'both');
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only sessions older than two days can be counted (marks stay three days behind now), so a
-- negotiation's own turns never run the function: the WHEN is all they pay.
CREATE TRIGGER sessions_rollup_insert AFTER INSERT ON sessions FOR EACH ROW
	WHEN (NEW.created_at < now() - interval '2 days')
	EXECUTE FUNCTION parley_sessions_rollup();
--> statement-breakpoint
CREATE TRIGGER sessions_rollup_update AFTER UPDATE ON sessions FOR EACH ROW
	WHEN ((OLD.created_at < now() - interval '2 days' OR NEW.created_at < now() - interval '2 days')
		AND parley_rollup_session_of(OLD) IS DISTINCT FROM parley_rollup_session_of(NEW))
	EXECUTE FUNCTION parley_sessions_rollup();
--> statement-breakpoint
CREATE TRIGGER sessions_rollup_delete AFTER DELETE ON sessions FOR EACH ROW
	WHEN (OLD.created_at < now() - interval '2 days')
	EXECUTE FUNCTION parley_sessions_rollup();
--> statement-breakpoint
-- A retailer's days move with its time zone: its roll-up starts again (the sealer rebuilds it).
-- Named to run after the key's cascade has taken the retailer's sessions away.
CREATE FUNCTION parley_retailer_rollups_forget() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW.timezone_code IS NOT DISTINCT FROM OLD.timezone_code THEN
		RETURN NULL;
	END IF;
	DELETE FROM session_rollup_marks WHERE retailer_id = OLD.id;
	DELETE FROM session_rollups_local WHERE retailer_id = OLD.id;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER retailers_rollups_forget AFTER DELETE OR UPDATE OF timezone_code ON retailers
	FOR EACH ROW EXECUTE FUNCTION parley_retailer_rollups_forget();
--> statement-breakpoint
-- The backfills above rewrote many sessions: plan the next statements on fresh statistics.
ANALYZE sessions;
