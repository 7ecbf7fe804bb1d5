import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidData } from './errors.ts';

/** JSON bodies nest at most this deep: no form of ours comes near, and deep input costs stack. */
export const MAX_JSON_DEPTH = 64;

/** What a client reads when its input holds something no route accepts. */
export const badInputMessages = {
  nul: 'This text contains a NUL character (\\u0000), which is not allowed',
  loneSurrogate: 'This text contains an invalid character (a lone UTF-16 surrogate)',
  fieldName: 'This field name contains a character that is not allowed',
  hugeNumber: 'This number is too large',
  tooDeep: `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
} as const;

/**
 * The nesting depth of a JSON text goes over `max`: counted on the raw text (brackets outside
 * strings), so that a deep document is refused before the parser or anything else recurses
 * into it.
 */
export function jsonTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/** NUL, a high surrogate not followed by a low one, or a low one not after a high one. */
const BAD_CHARACTER =
  // eslint-disable-next-line no-control-regex -- NUL is the very character this looks for
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The problem with a text, if it holds a character no database column can store. */
export function badText(text: string): string | undefined {
  const match = BAD_CHARACTER.exec(text);
  if (!match) return undefined;
  return match[0] === '\u0000' ? badInputMessages.nul : badInputMessages.loneSurrogate;
}

/** A field name as it can be shown: the bad characters replaced by U+FFFD. */
const printable = (key: string) => key.replace(new RegExp(BAD_CHARACTER, 'g'), '\ufffd');

export interface BadInput {
  /** The field path, dot-separated ('userProfile.fullName', 'buildParts.0.name'). */
  field: string;
  message: string;
}

/**
 * The first field of `value` (a parsed body, the query or the path parameters) holding a NUL
 * character or a lone surrogate, in a key or a text, or a number JSON cannot carry (1e309 parses
 * to Infinity). `where` names the whole value when it is itself the bad text. The depth is bounded
 * by the JSON depth limit for bodies, and query strings and paths are flat.
 */
export function findBadInput(value: unknown, where: string): BadInput | undefined {
  const visit = (node: unknown, path: string[]): BadInput | undefined => {
    const field = () => (path.length ? path.join('.') : where);
    if (typeof node === 'string') {
      const message = badText(node);
      return message ? { field: field(), message } : undefined;
    }
    if (typeof node === 'number')
      return Number.isFinite(node)
        ? undefined
        : { field: field(), message: badInputMessages.hugeNumber };
    // Raw bytes are not text; past the JSON depth limit only a custom parser's output could be.
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) return undefined;
    if (path.length > MAX_JSON_DEPTH) return undefined;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const found = visit(node[i], [...path, String(i)]);
        if (found) return found;
      }
      return undefined;
    }
    for (const [key, child] of Object.entries(node)) {
      if (badText(key))
        return { field: [...path, printable(key)].join('.'), message: badInputMessages.fieldName };
      const found = visit(child, [...path, key]);
      if (found) return found;
    }
    return undefined;
  };
  return visit(value, []);
}

/** A 400 naming the field, worded as schema validation words its errors ('field: message'). */
const refusal = ({ field, message }: BadInput) =>
  invalidData({ [field]: message }, `${field}: ${message}`);

function badInputOf(request: FastifyRequest): BadInput | undefined {
  return (
    findBadInput(request.params, 'params') ??
    findBadInput(request.query, 'query') ??
    findBadInput(request.body, 'body')
  );
}

/**
 * Bad input is refused once, here, for every route: a JSON body nested deeper than
 * MAX_JSON_DEPTH, and any NUL character, lone surrogate or infinite number in a body, the query
 * string or the path, whatever the route's schema says. Each is a 400 naming the field. Without
 * this, such text reached PostgreSQL (which stores neither NUL nor lone surrogates) as a 500.
 *
 * The JSON parser stays Fastify's own (secure-json-parse, prototype poisoning refused as the
 * server is configured); the depth is checked on the raw text before it parses.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTooDeep(body as string)) {
      done(refusal({ field: 'body', message: badInputMessages.tooDeep }), undefined);
      return;
    }
    void parseJson(request, body as string, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const found = badInputOf(request);
    done(found ? refusal(found) : undefined);
  });
}
