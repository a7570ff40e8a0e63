import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pgliteDialect.ts';

interface Database {
  ticket: { id: number; title: string; price: string; sold_at: Date; details: unknown; open: boolean };
}

// One PGlite for the file (starting one takes a second); each test has a fresh table and a new Kysely,
// so a statement cache of its own, over the same database.
describe('the PGlite dialect', { timeout: 30_000 }, () => {
  const pglite = new PGlite();
  let db: Kysely<Database>;
  beforeAll(() => pglite.waitReady, 120_000);
  afterAll(() => pglite.close());
  beforeEach(async () => {
    db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    await pglite.exec('deallocate all; drop table if exists ticket');
    await sql`create table ticket (id int primary key, title text not null, price numeric(10, 2) not null,
      sold_at timestamptz not null, details jsonb not null, open boolean not null)`.execute(db);
    for (const [id, title] of [
      [1, 'Wicked'],
      [2, 'Hamilton'],
      [3, 'The Lion King'],
    ] as const) {
      await db
        .insertInto('ticket')
        .values({
          id,
          title,
          price: `${id * 10}.50`,
          sold_at: new Date(`2026-11-0${id}T19:30:00Z`),
          details: JSON.stringify({ seats: [id, id + 1] }),
          open: id !== 2,
        })
        .execute();
    }
  }, 30_000);

  const byId = (id: number) => db.selectFrom('ticket').selectAll().where('id', '=', id).executeTakeFirst();
  /** Statements prepared besides the setup's insert. */
  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows
      .map((row) => row.statement)
      .filter((statement) => !statement.startsWith('insert into'));

  it('prepares a statement on its second use and answers the same rows, typed the same way', async () => {
    const first = await byId(1);
    expect(await prepared()).toEqual([]);
    const second = await byId(1);
    const third = await byId(3);
    expect(await prepared()).toEqual(['select * from "ticket" where "id" = $1']);
    expect(second).toEqual(first);
    expect(first).toEqual({
      id: 1,
      title: 'Wicked',
      price: '10.50',
      sold_at: new Date('2026-11-01T19:30:00Z'),
      details: { seats: [1, 2] },
      open: true,
    });
    expect(third).toMatchObject({ id: 3, title: 'The Lion King', details: { seats: [3, 4] }, open: true });
  });

  it('serialises each parameter for the type PostgreSQL inferred (dates, JSON, booleans, arrays)', async () => {
    const ask = () =>
      db
        .selectFrom('ticket')
        .select('title')
        .where('sold_at', '>=', new Date('2026-11-02T00:00:00Z'))
        .where('open', '=', true)
        .where(sql<boolean>`details @> ${JSON.stringify({ seats: [3] })}::jsonb`)
        .where('id', '=', sql<number>`any(${[1, 2, 3]}::int[])`)
        .execute();
    expect(await ask()).toEqual([{ title: 'The Lion King' }]);
    expect(await ask()).toEqual([{ title: 'The Lion King' }]);
    expect(await prepared()).toHaveLength(1);
  });

  it('counts the rows a prepared update changed', async () => {
    const close = (id: number) =>
      db.updateTable('ticket').set({ open: false }).where('id', '=', id).executeTakeFirst();
    await close(1);
    const result = await close(3);
    expect(result.numUpdatedRows).toBe(1n);
    expect((await db.selectFrom('ticket').select('id').where('open', '=', true).execute()).length).toBe(0);
  });

  it('reports an error of a prepared statement and stays usable', async () => {
    const divide = (by: number) => sql<{ x: number }>`select 10 / ${by}::int as x`.execute(db);
    await divide(2);
    expect((await divide(5)).rows).toEqual([{ x: 2 }]);
    await expect(divide(0)).rejects.toMatchObject({ code: '22012' });
    expect((await divide(10)).rows).toEqual([{ x: 1 }]);
  });

  it('rolls back a transaction whose prepared statement failed', async () => {
    const rename = (id: number, title: string | null) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('ticket').set({ title: 'Renamed' }).where('id', '=', id).execute();
        await sql`update ticket set title = ${title} where id = ${id}`.execute(trx);
      });
    await rename(1, 'Wicked: the musical');
    await rename(1, 'Wicked');
    await expect(rename(3, null)).rejects.toMatchObject({ code: '23502' });
    expect((await byId(3))?.title).toBe('The Lion King');
  });

  it('prepares again when a table it reads gains a column', async () => {
    await byId(2);
    await byId(2);
    await sql`alter table ticket add column venue text not null default 'Apollo Victoria'`.execute(db);
    expect(await byId(2)).toMatchObject({ id: 2, title: 'Hamilton', venue: 'Apollo Victoria' });
    expect(await byId(1)).toMatchObject({ id: 1, venue: 'Apollo Victoria' });
  });

  it('does not prepare a statement PostgreSQL refuses', async () => {
    const broken = () => sql`select nothing_here from ticket where id = ${1}`.execute(db);
    await expect(broken()).rejects.toMatchObject({ code: '42703' });
    await expect(broken()).rejects.toMatchObject({ code: '42703' });
    expect(await prepared()).toEqual([]);
  });

  describe('with a read cache (readCacheBytes)', () => {
    let cached: Kysely<Database>;
    let dialect: PGliteDialect;
    let asked = 0;
    const execProtocol = pglite.execProtocol.bind(pglite);
    beforeEach(() => {
      dialect = new PGliteDialect(pglite, { readCacheBytes: 1024 * 1024 });
      cached = new Kysely<Database>({ dialect });
      asked = 0;
      pglite.execProtocol = (...args: Parameters<PGlite['execProtocol']>) => {
        asked += 1;
        return execProtocol(...args);
      };
    });
    afterAll(() => {
      pglite.execProtocol = execProtocol;
    });
    const title = (id: number) =>
      cached.selectFrom('ticket').select('title').where('id', '=', id).executeTakeFirst();

    it('answers a read asked before from memory, the same rows, without asking PostgreSQL', async () => {
      await title(1); // first use: run as it is, not kept (its size is not known)
      await title(1); // prepared: run and kept
      const before = asked;
      expect(await title(1)).toEqual({ title: 'Wicked' });
      expect(await title(1)).toEqual({ title: 'Wicked' });
      expect(asked).toBe(before);
      expect(dialect.reads?.hits).toBe(2);
      // Other parameters are another read.
      expect(await title(3)).toEqual({ title: 'The Lion King' });
      expect(asked).toBe(before + 1);
    });

    it('forgets every answer at a write, so a read never answers from before it', async () => {
      await title(2);
      await title(2);
      expect(await title(2)).toEqual({ title: 'Hamilton' });
      await cached.updateTable('ticket').set({ title: 'Hamilton (tour)' }).where('id', '=', 2).execute();
      expect(await title(2)).toEqual({ title: 'Hamilton (tour)' });
      await title(2);
      expect(dialect.reads?.size).toBe(1);
      await sql`update ticket set title = 'Hamilton' where id = 2`.execute(cached); // raw SQL too
      expect(dialect.reads?.size).toBe(0);
      expect(await title(2)).toEqual({ title: 'Hamilton' });
    });

    it('sees a transaction’s own writes, and the data again after a rollback', async () => {
      await title(3);
      await title(3);
      await expect(
        cached.transaction().execute(async (trx) => {
          await trx.updateTable('ticket').set({ title: 'Simba' }).where('id', '=', 3).execute();
          expect(
            await trx.selectFrom('ticket').select('title').where('id', '=', 3).executeTakeFirst(),
          ).toEqual({ title: 'Simba' });
          throw new Error('cancelled');
        }),
      ).rejects.toThrow('cancelled');
      expect(await title(3)).toEqual({ title: 'The Lion King' });
    });

    it('hands out frozen answers: a caller that changes one throws instead of changing the next one’s', async () => {
      await title(1);
      await title(1);
      const kept = await title(1);
      expect(() => {
        (kept as { title: string }).title = 'changed';
      }).toThrow(TypeError);
      expect(await title(1)).toEqual({ title: 'Wicked' });
    });

    it('keeps answers within its bytes, the least recently used out first', async () => {
      for (let id = 10; id < 22; id += 1)
        await cached
          .insertInto('ticket')
          .values({ id, title: `Show ${id}`, price: '10.00', sold_at: new Date(), details: '{}', open: true })
          .execute();
      const show = (on: Kysely<Database>, id: number) =>
        on.selectFrom('ticket').select(['id', 'title']).where('id', '=', id).execute();
      await show(cached, 10);
      await show(cached, 10);
      const oneAnswer = dialect.reads?.bytes ?? 0;
      expect(oneAnswer).toBeGreaterThan(0);
      // Room for eight answers of this size.
      const small = new PGliteDialect(pglite, { readCacheBytes: 8 * oneAnswer });
      const bounded = new Kysely<Database>({ dialect: small });
      for (let id = 10; id < 22; id += 1) {
        await show(bounded, id);
        await show(bounded, id);
      }
      expect(small.reads?.size).toBe(8);
      expect(small.reads?.bytes).toBe(8 * oneAnswer);
      const before = asked;
      await show(bounded, 21); // among the last eight: kept
      expect(asked).toBe(before);
      await show(bounded, 10); // the first: gone
      expect(asked).toBe(before + 1);
    });

    it('keeps nothing without the option', async () => {
      await byId(1);
      await byId(1);
      const before = asked;
      await byId(1);
      expect(asked).toBe(before + 1);
    });
  });
});
