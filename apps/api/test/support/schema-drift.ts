import { readFileSync } from 'node:fs';
import { get_dmmf } from '@prisma/prisma-schema-wasm';
import pg from 'pg';
import { fromProjectRoot } from '../../src/database/project-root.js';

// Prisma's CLI cannot run `migrate diff` here (no schema engine), so this compares the schema's
// DMMF (from Prisma's own schema parser, compiled to wasm) with the migrated database's catalogue.

interface DmmfField {
  name: string;
  dbName?: string;
  kind: 'scalar' | 'object' | 'enum';
  type: string;
  isList: boolean;
  isRequired: boolean;
  hasDefaultValue: boolean;
  nativeType: [string, string[]] | null;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
}
interface DmmfModel {
  name: string;
  dbName: string | null;
  fields: DmmfField[];
}
interface DmmfIndex {
  model: string;
  type: 'id' | 'unique' | 'normal' | 'fulltext';
  dbName?: string;
  algorithm?: string;
  fields: Array<{ name: string; operatorClass?: string }>;
}
interface Dmmf {
  datamodel: {
    models: DmmfModel[];
    enums: Array<{ name: string; dbName: string | null; values: Array<{ name: string }> }>;
    indexes: DmmfIndex[];
  };
}

export interface SchemaShape {
  tables: string[];
  columns: string[];
  indexes: string[];
  foreignKeys: string[];
  enums: string[];
}

export function schemaShapeFromPrisma(
  schemaPath = fromProjectRoot('prisma/schema.prisma'),
): SchemaShape {
  const schema = readFileSync(schemaPath, 'utf8');
  const dmmf = JSON.parse(
    get_dmmf(JSON.stringify({ prismaSchema: [['schema.prisma', schema]] })),
  ) as Dmmf;
  const models = new Map(dmmf.datamodel.models.map((model) => [model.name, model]));
  const enumNames = new Map(
    dmmf.datamodel.enums.map((item) => [item.name, item.dbName ?? item.name]),
  );
  const tableOf = (model: DmmfModel) => model.dbName ?? model.name;
  const columnOf = (model: DmmfModel, fieldName: string) => {
    const field = model.fields.find((candidate) => candidate.name === fieldName)!;
    return field.dbName ?? field.name;
  };

  const shape: SchemaShape = { tables: [], columns: [], indexes: [], foreignKeys: [], enums: [] };
  for (const model of models.values()) {
    const table = tableOf(model);
    shape.tables.push(table);
    for (const field of model.fields) {
      if (field.kind === 'object') {
        if (field.relationFromFields?.length) {
          const target = models.get(field.type)!;
          const onDelete = field.relationOnDelete ?? (field.isRequired ? 'Restrict' : 'SetNull');
          shape.foreignKeys.push(
            `${table}(${field.relationFromFields.map((name) => columnOf(model, name)).join(',')}) -> ` +
              `${tableOf(target)}(${field.relationToFields!.map((name) => columnOf(target, name)).join(',')}) on delete ${onDelete}`,
          );
        }
        continue;
      }
      const type = field.kind === 'enum' ? `enum:${enumNames.get(field.type)}` : scalarType(field);
      const nullability = field.isList ? '' : field.isRequired ? ' not null' : ' null';
      const hasDefault = field.hasDefaultValue ? ' default' : '';
      shape.columns.push(
        `${table}.${field.dbName ?? field.name}: ${type}${field.isList ? '[]' : ''}${nullability}${hasDefault}`,
      );
    }
  }
  for (const index of dmmf.datamodel.indexes) {
    const model = models.get(index.model)!;
    const kind = index.type === 'id' ? 'primary' : index.type === 'unique' ? 'unique' : 'index';
    const method = (index.algorithm ?? 'BTree').toLowerCase();
    const columns = index.fields.map(
      (field) =>
        `${columnOf(model, field.name)}${field.operatorClass ? ` ${field.operatorClass}` : ''}`,
    );
    shape.indexes.push(`${tableOf(model)} ${kind} ${method} (${columns.join(', ')})`);
  }
  for (const item of dmmf.datamodel.enums) {
    shape.enums.push(
      `${item.dbName ?? item.name}: ${item.values.map((value) => value.name).join(',')}`,
    );
  }
  return sortShape(shape);
}

function scalarType(field: DmmfField): string {
  const native = field.nativeType;
  switch (field.type) {
    case 'Int':
      return 'integer';
    case 'BigInt':
      return 'bigint';
    case 'Boolean':
      return 'boolean';
    case 'Json':
      return 'jsonb';
    case 'Float':
      return 'double precision';
    case 'Decimal':
      return native ? `numeric(${native[1].join(',')})` : 'numeric(65,30)';
    case 'DateTime':
      if (native?.[0] === 'Date') return 'date';
      if (native?.[0] === 'Timestamptz') return `timestamptz(${native[1][0] ?? 6})`;
      return `timestamp(${native?.[1][0] ?? 3})`;
    case 'String':
      return native?.[0] === 'Uuid' ? 'uuid' : 'text';
    default:
      return field.type;
  }
}

// The migrator's own bookkeeping, which schema.prisma does not declare.
const MIGRATOR_TABLES = `('_prisma_migrations', '_repeatable_sql')`;

export async function schemaShapeFromDatabase(databaseUrl: string): Promise<SchemaShape> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ${MIGRATOR_TABLES}`,
    );
    const columns = await client.query<{ line: string }>(`
      SELECT c.relname || '.' || a.attname || ': ' ||
        CASE
          WHEN t.typtype = 'e' THEN 'enum:' || t.typname
          WHEN et.typtype = 'e' THEN 'enum:' || et.typname || '[]'
          WHEN a.attndims > 0 OR t.typcategory = 'A' THEN replace(format_type(et.oid, NULL), 'character varying', 'text') || '[]'
          ELSE replace(replace(replace(format_type(a.atttypid, a.atttypmod),
            'timestamp(3) with time zone', 'timestamptz(3)'),
            'timestamp(3) without time zone', 'timestamp(3)'),
            'numeric(18,4)', 'numeric(18,4)')
        END ||
        CASE WHEN t.typcategory = 'A' THEN '' WHEN a.attnotnull THEN ' not null' ELSE ' null' END ||
        CASE WHEN d.adbin IS NOT NULL THEN ' default' ELSE '' END AS line
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid AND c.relkind = 'r'
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      JOIN pg_type t ON t.oid = a.atttypid
      LEFT JOIN pg_type et ON et.oid = t.typelem AND t.typcategory = 'A'
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relname NOT IN ${MIGRATOR_TABLES}`);
    const indexes = await client.query<{ line: string }>(`
      SELECT t.relname || ' ' ||
        CASE WHEN ix.indisprimary THEN 'primary' WHEN ix.indisunique THEN 'unique' ELSE 'index' END || ' ' ||
        am.amname || ' (' ||
        string_agg(a.attname || CASE WHEN oc.opcdefault THEN '' ELSE ' ' || oc.opcname END, ', ' ORDER BY k.ord) ||
        ')' AS line
      FROM pg_index ix
      JOIN pg_class i ON i.oid = ix.indexrelid
      JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
      JOIN pg_am am ON am.oid = i.relam
      CROSS JOIN LATERAL unnest(ix.indkey, ix.indclass) WITH ORDINALITY AS k(attnum, opclass, ord)
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      JOIN pg_opclass oc ON oc.oid = k.opclass
      WHERE t.relname NOT IN ${MIGRATOR_TABLES}
      GROUP BY t.relname, i.relname, ix.indisprimary, ix.indisunique, am.amname`);
    const foreignKeys = await client.query<{ line: string }>(`
      SELECT src.relname || '(' ||
        (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(con.conkey) WITH ORDINALITY k(attnum, ord)
          JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum) || ') -> ' ||
        dst.relname || '(' ||
        (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(con.confkey) WITH ORDINALITY k(attnum, ord)
          JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum) || ') on delete ' ||
        CASE con.confdeltype WHEN 'c' THEN 'Cascade' WHEN 'r' THEN 'Restrict' WHEN 'n' THEN 'SetNull'
          WHEN 'd' THEN 'SetDefault' ELSE 'NoAction' END AS line
      FROM pg_constraint con
      JOIN pg_class src ON src.oid = con.conrelid
      JOIN pg_class dst ON dst.oid = con.confrelid
      JOIN pg_namespace n ON n.oid = src.relnamespace AND n.nspname = 'public'
      WHERE con.contype = 'f'`);
    const enums = await client.query<{ line: string }>(`
      SELECT t.typname || ': ' || string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS line
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
      JOIN pg_namespace n ON n.oid = t.typnamespace AND n.nspname = 'public'
      GROUP BY t.typname`);
    return sortShape({
      tables: tables.rows.map((row) => row.table_name),
      columns: columns.rows.map((row) => row.line),
      indexes: indexes.rows.map((row) => row.line),
      foreignKeys: foreignKeys.rows.map((row) => row.line),
      enums: enums.rows.map((row) => row.line),
    });
  } finally {
    await client.end();
  }
}

function sortShape(shape: SchemaShape): SchemaShape {
  return {
    tables: [...shape.tables].sort(),
    columns: [...shape.columns].sort(),
    indexes: [...shape.indexes].sort(),
    foreignKeys: [...shape.foreignKeys].sort(),
    enums: [...shape.enums].sort(),
  };
}
