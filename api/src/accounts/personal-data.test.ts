import { getTableConfig } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';
import {
  EXPLICIT_ENTRIES,
  SECRET_COLUMNS,
  conventionTables,
  schemaTables,
  userIdColumn,
} from './personal-data';

/**
 * The privacy registry covers the whole schema: a table added later that refers to a person
 * cannot be forgotten by the export or the erasure (docs/security.md, erasure).
 */
describe('personal data coverage', () => {
  const tables = schemaTables();
  const explicit = new Map(EXPLICIT_ENTRIES.map((entry) => [getTableConfig(entry.table).name, entry]));

  it('finds the schema’s tables', () => {
    expect([...tables.keys()]).toEqual(expect.arrayContaining(['users', 'sessions', 'verification_tokens']));
  });

  it.each([...tables.keys()])(
    '%s: a reference to users is covered by the convention or an explicit entry',
    (name) => {
      const table = tables.get(name);
      if (!table) throw new Error(name);
      const references = getTableConfig(table).foreignKeys.filter(
        (fk) => fk.reference().foreignTable === users,
      );
      for (const fk of references) {
        const columns = fk.reference().columns.map((column) => column.name);
        const byConvention = columns.length === 1 && columns[0] === 'user_id';
        if (byConvention && !explicit.has(name)) {
          // Erased with the user row: the reference must cascade.
          expect({ table: name, onDelete: fk.onDelete }).toEqual({ table: name, onDelete: 'cascade' });
        } else {
          expect({ table: name, columns, covered: explicit.has(name) }).toEqual({
            table: name,
            columns,
            covered: true,
          });
        }
      }
    },
  );

  it.each([...tables.keys()])(
    '%s: rows naming a person by address are covered, even without an account (issue 31)',
    (name) => {
      const table = tables.get(name);
      if (!table) throw new Error(name);
      const { columns } = getTableConfig(table);
      if (!columns.some((column) => column.name === 'email')) return;
      // Every row is an account's when user_id is required and cascades; otherwise the erasure must
      // find the rows by address: an explicit entry.
      const owner = columns.find((column) => column.name === 'user_id');
      const cascades = getTableConfig(table).foreignKeys.some(
        (fk) => fk.reference().columns[0]?.name === 'user_id' && fk.onDelete === 'cascade',
      );
      const everyRowAnAccount = owner?.notNull === true && cascades;
      expect({ table: name, covered: everyRowAnAccount || explicit.has(name) }).toEqual({
        table: name,
        covered: true,
      });
    },
  );

  it('exports every table with a user_id column', () => {
    const exported = new Set([...conventionTables(), ...EXPLICIT_ENTRIES.map((entry) => entry.table)]);
    for (const [name, table] of tables) {
      if (userIdColumn(table))
        expect({ name, exported: exported.has(table) }).toEqual({ name, exported: true });
    }
  });

  it('leaves out every column that looks like a secret, and names only real columns', () => {
    const exportedTables = [
      ...conventionTables(),
      ...EXPLICIT_ENTRIES.filter((entry) => typeof entry.exported === 'function').map((entry) => entry.table),
    ];
    for (const table of exportedTables) {
      const { name, columns } = getTableConfig(table);
      const secret = SECRET_COLUMNS[name] ?? [];
      for (const column of columns) {
        if (/hash|secret|password|token$/.test(column.name)) {
          expect({ table: name, column: column.name, excluded: secret.includes(column.name) }).toEqual({
            table: name,
            column: column.name,
            excluded: true,
          });
        }
      }
    }
    for (const [name, secret] of Object.entries(SECRET_COLUMNS)) {
      const table = tables.get(name);
      if (!table) throw new Error(`SECRET_COLUMNS names an unknown table: ${name}`);
      const columns = getTableConfig(table).columns.map((column) => column.name);
      expect(columns).toEqual(expect.arrayContaining([...secret]));
    }
  });

  it('says why a covered table is not exported', () => {
    for (const entry of EXPLICIT_ENTRIES) {
      if (typeof entry.exported !== 'function') expect(entry.exported.notExported.length).toBeGreaterThan(20);
    }
  });
});
