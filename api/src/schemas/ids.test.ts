import Fastify from 'fastify';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { decodeNumberList, ID_TEXT_PATTERN, IdListSchema, IdSchema, MAX_ID, RequestIntegerSchema } from './ids';

const idText = new RegExp(`^${ID_TEXT_PATTERN}$`);

describe('request ids', () => {
  test('the text pattern accepts exactly 1 to 2,147,483,647', () => {
    for (const valid of [1, 9, 10, 999_999_999, 1_000_000_000, 1_999_999_999, 2_099_999_999, 2_147_483_639, 2_147_483_646, MAX_ID]) {
      expect(`${valid} ${idText.test(String(valid))}`).toBe(`${valid} true`);
    }
    for (const invalid of ['0', '01', '-1', '1.5', '', '2147483648', '2147483650', '2147484000', '2150000000', '3000000000', '99999999999', '560110545998']) {
      expect(`${invalid} ${idText.test(invalid)}`).toBe(`${invalid} false`);
    }
  });

  test('the text pattern agrees with the number range around every boundary of MAX_ID', () => {
    // Every prefix of MAX_ID marks where one alternative of the pattern hands over to the next.
    const digits = String(MAX_ID);
    const around = new Set<number>();
    for (let length = 1; length <= digits.length; length += 1) {
      const edge = Number(digits.slice(0, length).padEnd(digits.length, '0'));
      for (const delta of [-1_000_001, -1, 0, 1, 999_999]) around.add(edge + delta);
    }
    for (const value of [...around, MAX_ID + 1, MAX_ID + 10]) {
      expect(`${value} ${idText.test(String(value))}`).toBe(`${value} ${value >= 1 && value <= MAX_ID}`);
    }
  });

  test('lists and single ids use the same range', () => {
    const list = Compile(IdListSchema('ids', 3));
    expect(list.Check(`1,${MAX_ID}`)).toBe(true);
    expect(list.Check(`1,${MAX_ID + 1}`)).toBe(false);
    expect(list.Check('1,2,3,4')).toBe(false);
    expect(list.Check('1,,2')).toBe(false);
    const single = Compile(IdSchema('id'));
    expect(single.Check(MAX_ID)).toBe(true);
    expect(single.Check(MAX_ID + 1)).toBe(false);
    expect(single.Check(0)).toBe(false);
  });

  test('a list decodes to its numbers, each once, in the order given', () => {
    expect(decodeNumberList('79')).toEqual([79]);
    expect(decodeNumberList(`80,79,80,${MAX_ID}`)).toEqual([80, 79, MAX_ID]);
    expect(decodeNumberList('2021,2019,2021')).toEqual([2021, 2019]);
  });
});

describe('integers in a path or query', () => {
  test('text that Ajv coerces to Infinity is refused (a 400), not passed on to the database', async () => {
    const app = Fastify({ routerOptions: { maxParamLength: 2000 } }); // as the API's (app.ts)
    app.get('/things/:id', { schema: { params: Type.Object({ id: IdSchema('id') }), querystring: Type.Object({ year: Type.Optional(RequestIntegerSchema({ minimum: 1900, maximum: 2100 })) }) } }, async () => 'ok');
    const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    for (const huge of ['9'.repeat(400), 'Infinity', '-Infinity', '1e400', String(MAX_ID + 1)]) {
      expect(`${huge.slice(0, 12)} ${await status(`/things/${huge}`)}`).toBe(`${huge.slice(0, 12)} 400`);
      expect(`${huge.slice(0, 12)} ${await status(`/things/1?year=${huge}`)}`).toBe(`${huge.slice(0, 12)} 400`);
    }
    expect(await status(`/things/${MAX_ID}?year=2100`)).toBe(200);
    await app.close();
  });
});
