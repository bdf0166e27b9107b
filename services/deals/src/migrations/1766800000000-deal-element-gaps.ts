import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The progress page's deal side (docs/product.md#progress): which methodology elements are most often
 * missing from the seller's own deals. Each analysis's coverage checklist (jsonb, inside a wide row) is
 * mirrored into a narrow table, one row per element, indexed by user, by a trigger: the table follows
 * every write of `coverage` whatever code makes it, and the page counts index rows instead of reading
 * every analysis's notes and chat. Rows go with their analysis (ON DELETE CASCADE).
 */
export class DealElementGaps1766800000000 implements MigrationInterface {
  name = 'DealElementGaps1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE deal_analysis_elements (
        analysis_id uuid NOT NULL REFERENCES deal_analyses (id) ON DELETE CASCADE,
        user_id varchar(64) NOT NULL,
        methodology varchar(32) NOT NULL,
        element varchar(40) NOT NULL,
        status varchar(16) NOT NULL,
        PRIMARY KEY (analysis_id, element)
      )`);
    await queryRunner.query(
      `CREATE INDEX deal_analysis_elements_user_idx ON deal_analysis_elements (user_id, methodology, element) INCLUDE (status, analysis_id)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION deal_analysis_elements_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM deal_analysis_elements WHERE analysis_id = NEW.id;
        IF jsonb_typeof(NEW.coverage -> 'elements') = 'array' THEN
          INSERT INTO deal_analysis_elements (analysis_id, user_id, methodology, element, status)
          SELECT DISTINCT ON (item ->> 'element') NEW.id, NEW.user_id, NEW.methodology, item ->> 'element', item ->> 'status'
          FROM jsonb_array_elements(NEW.coverage -> 'elements') AS item
          WHERE item ->> 'element' IS NOT NULL AND item ->> 'status' IS NOT NULL;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER deal_analyses_elements_insert AFTER INSERT ON deal_analyses
      FOR EACH ROW WHEN (NEW.coverage IS NOT NULL) EXECUTE FUNCTION deal_analysis_elements_sync()`);
    // A follow-up rewrites coverage with itself: only a real change is mirrored again.
    await queryRunner.query(`
      CREATE TRIGGER deal_analyses_elements_update AFTER UPDATE OF coverage ON deal_analyses
      FOR EACH ROW WHEN (OLD.coverage IS DISTINCT FROM NEW.coverage) EXECUTE FUNCTION deal_analysis_elements_sync()`);
    await queryRunner.query(`
      INSERT INTO deal_analysis_elements (analysis_id, user_id, methodology, element, status)
      SELECT DISTINCT ON (a.id, item ->> 'element') a.id, a.user_id, a.methodology, item ->> 'element', item ->> 'status'
      FROM deal_analyses AS a, jsonb_array_elements(a.coverage -> 'elements') AS item
      WHERE jsonb_typeof(a.coverage -> 'elements') = 'array' AND item ->> 'element' IS NOT NULL AND item ->> 'status' IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER deal_analyses_elements_update ON deal_analyses`);
    await queryRunner.query(`DROP TRIGGER deal_analyses_elements_insert ON deal_analyses`);
    await queryRunner.query(`DROP FUNCTION deal_analysis_elements_sync()`);
    await queryRunner.query(`DROP TABLE deal_analysis_elements`);
  }
}
