import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
const db = await PGlite.create({ extensions: { pg_trgm } });
await db.exec("CREATE EXTENSION pg_trgm");
const q = async (s, p=[]) => (await db.query(s, p)).rows;
console.log(await q("select datcollate, datctype from pg_database"), await q("show server_encoding"));
for (const [a,b] of [["olong"," soft stem oolong from doi "],["oolnog"," soft stem oolong from doi "],["oolnog","oolong"],["teh"," tea "],["thia"," thai tea "],["ไทย","ชา ไทย"],["ไทบ","ชา ไทย"], ["assem", " wild assam black tea "], ["coffe", " doi chang coffee "], ["cofee", " doi chang coffee "], ["sencah", " sencha "]])
  console.log(a, "|", b, await q("select word_similarity($1,$2) ws, strict_word_similarity($1,$2) sws, similarity($1,$2) s", [a,b]));
