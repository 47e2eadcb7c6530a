/**
 * XSS vectors of the kinds DOMPurify's own test list holds (scripts, handlers, URL schemes, SVG and
 * MathML namespace tricks, mutation XSS, DOM clobbering), kept as a fixed list so the next attack
 * run starts from them (issue 39). Each would run script or load a page if it got through.
 */
export const XSS_VECTORS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"//>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#x6a;avascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="import" href="https://evil.example/x.html">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  '<template><script>alert(1)</script></template>',
  '<form id="test"></form><button form="test" formaction="javascript:alert(1)">x</button>',
  '<img name="getElementById"><form name="body">',
  '<a id="__proto__" href="https://evil.example">x</a>',
  '"><img src=x onerror=alert(1)>',
  "'><script>alert(1)</script>",
  '<scr<script>ipt>alert(1)</script>',
  '<<script>alert(1);//<</script>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<table background="javascript:alert(1)">',
  '[x](javascript:alert(1))',
  '![x](javascript:alert(1))',
  '<a href="  javascript:alert(1)">x</a>',
  '<isindex type=image src=1 onerror=alert(1)>',
];

/** A browser ignores tabs and newlines inside a URL's scheme (`java\tscript:`). */
const withoutControls = (value: string) =>
  [...value].filter((c) => c.charCodeAt(0) > 0x1f).join('');

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'data'];
const FORBIDDEN_TAGS = ['script', 'object', 'embed', 'base', 'meta', 'link', 'form', 'style'];

/**
 * What in sanitised HTML could run script or load an outside page: a forbidden element, an event
 * handler attribute, a script URL, an iframe's `srcdoc`, or an iframe from a host not allowed.
 * Empty: nothing.
 */
export function dangersIn(
  root: ParentNode,
  allowedFrame: (src: string | null) => boolean,
): string[] {
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName;
    if (FORBIDDEN_TAGS.includes(tag)) found.push(`<${tag}>`);
    if (tag === 'iframe' && !allowedFrame(element.getAttribute('src'))) found.push('iframe host');
    for (const { name, value } of Array.from(element.attributes)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) found.push(`${tag}[${name}]`);
      if (lower === 'srcdoc') found.push(`${tag}[srcdoc]`);
      if (
        URL_ATTRIBUTES.includes(lower) &&
        /^\s*(javascript|vbscript|data):/i.test(withoutControls(value))
      )
        found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}
