// The guest's page as one small HTML document (docs/guest-page.md): rendered on the server with its
// critical CSS inline and under 1 KB of script that asks the JSON again every 15 seconds for the gauge.
// No panel bundle, no font, no image: a cheap phone on a slow network paints it from the first
// response. Its Content-Security-Policy allows exactly its own style and script, by their hashes.
import { createHash } from 'node:crypto';
import { guestLanguages, type GuestLanguage } from './language.ts';
import { guestTexts, languageNames } from './texts.ts';
import type { GuestPageView } from './view.ts';

/** How often the page asks for the gauge again. */
export const refreshMs = 15_000;

const style = `:root{color-scheme:light dark;--bg:#fff;--fg:#1b1f24;--muted:#4a5561;--card:#f2f5f8;--line:#c9d1da;--ok:#1d6b3a;--bad:#a4161a;--link:#1f4e79}
@media (prefers-color-scheme:dark){:root{--bg:#111418;--fg:#eef1f4;--muted:#b4bec9;--card:#1c2127;--line:#3a434d;--ok:#7fd69b;--bad:#ff9b9b;--link:#9cc7f0}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:34rem;margin:0 auto;padding:1rem}h1{font-size:1.35rem;margin:.5rem 0 0}h2{font-size:1.1rem;margin:1.5rem 0 .25rem}
.room{color:var(--muted);margin:0 0 1rem}.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1rem}
.now{font-size:1.1rem;margin:0}.big{font-size:2.6rem;font-weight:700;font-variant-numeric:tabular-nums}
meter{display:block;width:100%;height:1.25rem;margin:.5rem 0}.state{font-weight:700;margin:0}.over{color:var(--bad)}.under{color:var(--ok)}
.muted{color:var(--muted);font-size:.9rem}nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;margin:.25rem 0}
a{color:var(--link)}a[aria-current]{font-weight:700;text-decoration:none;color:var(--fg)}nav a{display:inline-block;padding:.5rem 0;min-width:48px}`;

// The gauge again every 15 seconds: numbers and words only; the texts come with the page.
const script = `(function(){var d=document,b=d.body.dataset,n=d.getElementById('n'),l=d.getElementById('l'),m=d.getElementById('m'),s=d.getElementById('s');
function put(v){var now=v.noise.now,lim=v.noise.limitNow;n.textContent=now===null?'–':now;l.textContent=lim===null?b.nolimit:lim+' dBA';
if(now!==null)m.value=Math.max(30,Math.min(100,now));if(lim!==null){m.high=lim;m.low=lim-1}
var over=now!==null&&lim!==null&&now>=lim;s.textContent=now===null?b.noreading:lim===null?'':over?b.over:b.under;s.className='state'+(now===null||lim===null?'':over?' over':' under')}
setInterval(function(){fetch(b.src,{cache:'no-store',credentials:'omit'}).then(function(r){return r.ok?r.json():null}).then(function(v){if(v)put(v)},function(){})},${refreshMs})})();`;

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The page's policy: its own inline style and script by hash, the JSON from this origin, nothing else. */
export const guestPageCsp = [
  "default-src 'none'",
  `script-src ${sha256(script)}`,
  `style-src ${sha256(style)}`,
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

const htmlLang = (language: GuestLanguage): string => language.toLowerCase();

function head(language: GuestLanguage, title: string): string {
  return [
    '<!doctype html>',
    `<html lang="${htmlLang(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    '<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><link rel="icon" href="data:,">',
    `<title>${escapeHtml(title)}</title><style>${style}</style></head>`,
  ].join('\n');
}

function languageSwitch(current: GuestLanguage, path: string): string {
  const label = guestTexts[current].language;
  const items = guestLanguages
    .map((language) => {
      const name = escapeHtml(languageNames[language]);
      const attributes = `lang="${htmlLang(language)}" hreflang="${htmlLang(language)}"`;
      return language === current
        ? `<li><a href="${escapeHtml(path)}?lang=${htmlLang(language)}" ${attributes} aria-current="page">${name}</a></li>`
        : `<li><a href="${escapeHtml(path)}?lang=${htmlLang(language)}" ${attributes}>${name}</a></li>`;
    })
    .join('');
  return `<nav aria-label="${escapeHtml(label)}"><ul>${items}</ul></nav>`;
}

/** The page of a working link. `path` is the page's own (/g/<token>), `jsonPath` the JSON it polls. */
export function renderGuestPage(view: GuestPageView, { path, jsonPath }: { path: string; jsonPath: string }): string {
  const texts = guestTexts[view.language];
  const { now, limitNow, limit } = view.noise;
  const over = now !== null && limitNow !== null && now >= limitNow;
  const state = now === null ? texts.noReading : limitNow === null ? '' : over ? texts.overLimit : texts.underLimit;
  const noLimit = texts.noLimitNow(view.noise.quietHours.from);
  const high = limitNow ?? limit;
  const data = [
    `data-src="${escapeHtml(`${jsonPath}?lang=${htmlLang(view.language)}`)}"`,
    `data-nolimit="${escapeHtml(noLimit)}"`,
    `data-noreading="${escapeHtml(texts.noReading)}"`,
    `data-over="${escapeHtml(texts.overLimit)}"`,
    `data-under="${escapeHtml(texts.underLimit)}"`,
  ].join(' ');
  return [
    head(view.language, `${texts.title} · ${view.roomName}`),
    `<body ${data}><main>`,
    languageSwitch(view.language, path),
    `<h1>${escapeHtml(texts.title)}</h1>`,
    `<p class="room">${escapeHtml(view.roomName)}</p>`,
    '<section class="card" aria-labelledby="now-title">',
    `<h2 id="now-title" class="now">${escapeHtml(texts.now)}: <span class="big" id="n">${now === null ? '–' : now}</span> ${texts.unit}</h2>`,
    `<p>${escapeHtml(texts.limitNow)}: <strong id="l">${limitNow === null ? escapeHtml(noLimit) : `${limitNow} dBA`}</strong></p>`,
    `<meter id="m" min="30" max="100" low="${high - 1}" high="${high}" optimum="30" value="${Math.max(30, Math.min(100, now ?? 30))}" aria-labelledby="now-title"></meter>`,
    `<p id="s" class="state${now === null || limitNow === null ? '' : over ? ' over' : ' under'}" role="status">${escapeHtml(state)}</p>`,
    `<p class="muted">${escapeHtml(texts.updated)}</p>`,
    '</section>',
    `<h2>${escapeHtml(texts.rulesTitle)}</h2>`,
    `<p>${escapeHtml(view.rules.noise)}</p>`,
    `<p>${escapeHtml(view.rules.smoking)}</p>`,
    `<h2>${escapeHtml(texts.exceededTitle)}</h2>`,
    `<p>${escapeHtml(view.ifExceeded.text)}</p>`,
    `<p class="muted">${escapeHtml(texts.onlyThis)}</p>`,
    `</main><script>${script}</script></body></html>`,
    '',
  ].join('\n');
}

/** The page of a link that does not work: unknown, revoked or expired. */
export function renderRefusal(language: GuestLanguage, message: string, path: string): string {
  return [head(language, message), '<body><main>', languageSwitch(language, path), `<h1>${escapeHtml(message)}</h1>`, '</main></body></html>', ''].join('\n');
}
