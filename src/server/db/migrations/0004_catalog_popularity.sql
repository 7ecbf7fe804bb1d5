-- ADR 020: a group's popularity is how many saved builds and saved parts contain
-- it. Triggers keep catalog_groups.popularity exact as builds and saved parts change, so sorting
-- by popularity is an index scan instead of an aggregate over every saved build per request.

-- The catalogue groups a saved build contains (each product's groupData._id), once per build.
CREATE FUNCTION catalog_build_group_ids(parts jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT ids.id), '{}'::text[]) FROM (
    SELECT v #>> '{}' AS id
      FROM jsonb_path_query(parts, 'lax $[*].product.groupData._id') AS v
     WHERE jsonb_typeof(v) = 'string'
    UNION ALL
    SELECT v #>> '{}'
      FROM jsonb_path_query(parts, 'lax $[*].subParts[*].product.groupData._id') AS v
     WHERE jsonb_typeof(v) = 'string'
  ) AS ids
$$;
--> statement-breakpoint

-- The catalogue group of each saved part of a user's savedPartList (ammo has none).
CREATE FUNCTION catalog_saved_part_group_ids(list jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(v #>> '{}'), '{}'::text[])
    FROM jsonb_path_query(list, 'lax $[*].details.groupData._id') AS v
   WHERE jsonb_typeof(v) = 'string'
$$;
--> statement-breakpoint

-- Applies the difference between two lists of group ids to the groups' counts. Rows are updated
-- in id order, so two transactions touching the same groups never deadlock on each other.
CREATE FUNCTION catalog_popularity_apply(old_ids text[], new_ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT d.id, sum(d.delta)::int AS delta FROM (
      SELECT unnest(old_ids) AS id, -1 AS delta
      UNION ALL
      SELECT unnest(new_ids), 1
    ) AS d
    GROUP BY d.id HAVING sum(d.delta) <> 0
    ORDER BY d.id
  LOOP
    UPDATE catalog_groups SET popularity = greatest(popularity + r.delta, 0) WHERE id = r.id;
  END LOOP;
END
$$;
--> statement-breakpoint

CREATE FUNCTION catalog_builds_popularity() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalog_popularity_apply('{}'::text[], catalog_build_group_ids(NEW.parts));
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.parts IS DISTINCT FROM OLD.parts THEN
      PERFORM catalog_popularity_apply(
        catalog_build_group_ids(OLD.parts),
        catalog_build_group_ids(NEW.parts)
      );
    END IF;
  ELSE
    PERFORM catalog_popularity_apply(catalog_build_group_ids(OLD.parts), '{}'::text[]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER catalog_builds_popularity
AFTER INSERT OR UPDATE OF parts OR DELETE ON builds
FOR EACH ROW EXECUTE FUNCTION catalog_builds_popularity();
--> statement-breakpoint

CREATE FUNCTION catalog_saved_parts_popularity() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.saved_part_list IS DISTINCT FROM OLD.saved_part_list THEN
      PERFORM catalog_popularity_apply(
        catalog_saved_part_group_ids(OLD.saved_part_list),
        catalog_saved_part_group_ids(NEW.saved_part_list)
      );
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM catalog_popularity_apply('{}'::text[], catalog_saved_part_group_ids(NEW.saved_part_list));
  ELSE
    PERFORM catalog_popularity_apply(catalog_saved_part_group_ids(OLD.saved_part_list), '{}'::text[]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER catalog_saved_parts_popularity
AFTER INSERT OR UPDATE OF saved_part_list OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION catalog_saved_parts_popularity();
