// A route path is written once, in src/lib/navigation/paths.ts (`PATHS`); everywhere else a link
// or a navigation names it through PATHS. These selectors look only where a route is expected
// (JSX `to`/`href`, `navigate(...)`, an object's `to`), so a '/' in `split('/')` or a regex is not
// flagged. A string or template that starts with '/' there is a literal route.
const ROUTE = '/^\\u002F/';
const LITERAL = `Literal[value=${ROUTE}]`;
const TEMPLATE = `TemplateLiteral:has(> TemplateElement:first-child[value.raw=${ROUTE}])`;
const message =
  'Name the route through PATHS (src/lib/navigation/paths.ts), not as a literal path.';

const sites = [
  'JSXAttribute[name.name=/^(to|href)$/] >',
  'JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer >',
  'JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > ConditionalExpression >',
  'CallExpression[callee.name="navigate"] >',
  'CallExpression[callee.name="navigate"] > ConditionalExpression >',
  'Property[key.name="to"] >',
];

export const routeLiterals = {
  files: ['src/**/*.{ts,tsx}'],
  // Tests state the URLs they expect as they are; the rule is for the code that builds them.
  ignores: ['src/lib/navigation/paths.ts', 'src/**/*.test.{ts,tsx}', 'src/testing/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...sites.flatMap((site) => [
        { selector: `${site} ${LITERAL}`, message },
        { selector: `${site} ${TEMPLATE}`, message },
      ]),
    ],
  },
};
