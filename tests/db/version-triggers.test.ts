import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '@/db/client';
import * as schema from '@/db/schema';
import { UNVERSIONED_TABLES, VERSIONED_TABLES } from '@/db/schema/versions';
import { versionMigrationSql, versionTriggers } from '@/db/version-triggers';

function freshDatabase() {
  const db = openDatabase(':memory:');
  migrateDatabase(db);
  return db;
}

describe('the version triggers', () => {
  it('in a freshly migrated database are exactly those the schema declares', () => {
    const db = freshDatabase();
    // Every trigger that touches table_versions, so a hand-written one outside the declaration shows too.
    const actual = db.$client
      .prepare("SELECT name, tbl_name AS \"table\", sql FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%table_versions%' ORDER BY name")
      .all();
    const expected = versionTriggers().sort((a, b) => a.name.localeCompare(b.name));
    expect(actual).toEqual(expected);
    db.$client.close();
  });

  it('have a counter row for each declared key and no other', () => {
    const db = freshDatabase();
    const keys = db.$client.prepare('SELECT table_name FROM table_versions').pluck().all() as string[];
    expect(keys.sort()).toEqual(Object.keys(VERSIONED_TABLES).sort());
    db.$client.close();
  });

  it('follow a table, or the table is declared as one no cache follows', () => {
    const tables = Object.values(schema).filter((value) => isTable(value)).map((table) => getTableName(table));
    const declared = [...Object.values(VERSIONED_TABLES).map((source) => getTableName(source.table)), ...UNVERSIONED_TABLES.map((table) => getTableName(table))];
    expect(new Set(declared)).toEqual(new Set(tables));
    const unversioned = UNVERSIONED_TABLES.map((table) => getTableName(table));
    expect(Object.values(VERSIONED_TABLES).filter((source) => unversioned.includes(getTableName(source.table)))).toEqual([]);
  });

  it('bump the version each change of the followed table makes', () => {
    const db = freshDatabase();
    const version = () => db.$client.prepare("SELECT version FROM table_versions WHERE table_name = 'business_units'").pluck().get();
    db.$client.prepare("INSERT INTO business_units (org_unit_code, name) VALUES ('X1', 'Test')").run();
    db.$client.prepare("UPDATE business_units SET name = 'Renamed' WHERE org_unit_code = 'X1'").run();
    db.$client.prepare("DELETE FROM business_units WHERE org_unit_code = 'X1'").run();
    expect(version()).toBe(3);
    db.$client.close();
  });

  it('for a new key, come with the counter row a migration needs', () => {
    const sql = versionMigrationSql('api_clients');
    expect(sql.split('\n--> statement-breakpoint\n')).toEqual([
      "INSERT INTO `table_versions` (`table_name`, `version`) VALUES ('api_clients', 0);",
      "CREATE TRIGGER `api_clients_version_insert` AFTER INSERT ON `api_clients` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'api_clients'; END;",
      "CREATE TRIGGER `api_clients_version_update` AFTER UPDATE ON `api_clients` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'api_clients'; END;",
      "CREATE TRIGGER `api_clients_version_delete` AFTER DELETE ON `api_clients` BEGIN UPDATE `table_versions` SET `version` = `version` + 1 WHERE `table_name` = 'api_clients'; END;",
    ]);
  });
});
