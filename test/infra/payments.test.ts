import * as fs from 'node:fs';
import * as path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { resourceName } from '../../lib/definitions';
import { addMarketplaceStack } from '../../lib/marketplace-app';
import { MOYASAR_PUBLISHABLE_KEY_CONTEXT } from '../../lib/constructs/payments';
import { appWithoutBundling, webDistStandIn } from '../support/cdk-app';

/**
 * The payment provider on AWS (issue 13): the stage's secret is read by the payments function and the admin function
 * (a compensation decided by refund) alone; Moyasar reaches
 * the web app only when the stage is deployed with its publishable key (`-c moyasarPublishableKey=pk_…`): in
 * config.json, and as one origin of connect-src in the Content-Security-Policy.
 */

// CloudFormation resources as the template holds them: shapes vary by type, so tests read them as plain JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the template JSON's properties vary by resource type
type Resource = { Type: string; Properties: Record<string, any> };

const PUBLISHABLE_KEY = 'pk_live_MrtwozLJAuFmLKWWSaRaoaLX';

interface Synthesized {
  template: Template;
  /** The config.json the web deployment uploads (CDK markers stand for deploy-time values such as pool ids). */
  runtimeConfig: Record<string, unknown>;
}

const webDist = webDistStandIn();
let plain: Synthesized;
let moyasar: Synthesized;

function synthesize(context: Record<string, string>): Synthesized {
  const app = appWithoutBundling(context);
  const stack = addMarketplaceStack(app, 'dev', webDist);
  const assembly = app.synth();
  // The staged source of config.json is the one directory of the assembly holding it.
  const staged = fs
    .readdirSync(assembly.directory)
    .map((name) => path.join(assembly.directory, name, 'config.json'))
    .filter((file) => fs.existsSync(file));
  expect(staged).toHaveLength(1);
  return {
    template: Template.fromJSON(assembly.getStackByName(stack.stackName).template as Record<string, unknown>),
    runtimeConfig: JSON.parse(fs.readFileSync(staged[0] as string, 'utf8')) as Record<string, unknown>,
  };
}

beforeAll(() => {
  plain = synthesize({});
  moyasar = synthesize({ [MOYASAR_PUBLISHABLE_KEY_CONTEXT]: PUBLISHABLE_KEY });
}, 180_000);

function resourcesOf(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

/** The Content-Security-Policy's directives by name (the policy is a join of literals and references). */
function cspDirectives(template: Template): Record<string, string> {
  const [policy] = Object.values(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
  const value: unknown = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return Object.fromEntries(
    text
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name.replace(/^[^a-z-]+/, ''), sources.join(' ')]),
  );
}

function paymentSecretId(template: Template): string {
  const found = Object.entries(resourcesOf(template, 'AWS::SecretsManager::Secret')).filter(([, secret]) => secret.Properties.Name === resourceName('dev', 'payment-provider'));
  expect(found).toHaveLength(1);
  return (found[0] as [string, Resource])[0];
}

describe('the stage\'s payment secret', () => {
  test('is read (GetSecretValue) by the payments, admin (a compensation refund) and events (a budget return) functions alone, and named to them alone', () => {
    const { template } = moyasar;
    const secretId = paymentSecretId(template);
    const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
    const describedByRole = new Map(functions.map((fn) => [fn.Properties.Role?.['Fn::GetAtt']?.[0] as string, fn.Properties.Description as string]));
    const readers = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .filter((policy) =>
        (policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]).some(
          (statement) => JSON.stringify(statement.Resource).includes(`"Ref":"${secretId}"`) && [statement.Action].flat().some((action) => action.startsWith('secretsmanager:')),
        ),
      )
      .flatMap((policy) => (policy.Properties.Roles as { Ref: string }[]).map((role) => describedByRole.get(role.Ref) ?? role.Ref));
    expect(readers.sort()).toEqual(['Domain events dispatcher (table stream)', 'HTTP API, area admin', 'HTTP API, area payments']);
    const told = functions.filter((fn) => fn.Properties.Environment?.Variables?.PAYMENT_SECRET_ARN).map((fn) => fn.Properties.Description);
    expect(told.sort()).toEqual(['Domain events dispatcher (table stream)', 'HTTP API, area admin', 'HTTP API, area payments']);
  });

  test('keeps the template it was created with, so a deployment never regenerates a secret an operator filled', () => {
    const [, secret] = Object.entries(resourcesOf(moyasar.template, 'AWS::SecretsManager::Secret')).find(([id]) => id === paymentSecretId(moyasar.template)) as [string, Resource];
    expect(secret.Properties.GenerateSecretString).toMatchObject({
      SecretStringTemplate: JSON.stringify({ provider: 'unconfigured', apiUrl: '', secretKey: '', appUrl: '' }),
      GenerateStringKey: 'webhookSecret',
    });
    expect(secret.Properties.Description).toContain('publishableKey');
  });
});

describe('Moyasar in the web app', () => {
  test('without its publishable key the stage offers no card form and its CSP names no provider', () => {
    expect(plain.runtimeConfig.payments).toBeUndefined();
    expect(JSON.stringify(cspDirectives(plain.template))).not.toContain('moyasar');
  });

  test('with it, config.json carries the publishable key and the tokens endpoint', () => {
    expect(moyasar.runtimeConfig.payments).toEqual({ provider: 'moyasar', tokenizeUrl: 'https://api.moyasar.com/v1/tokens', publishableKey: PUBLISHABLE_KEY });
    expect(JSON.stringify(moyasar.runtimeConfig)).not.toMatch(/sk_(test|live)_/);
  });

  test('and the CSP lets the app connect to Moyasar\'s API, and loads nothing else of Moyasar\'s', () => {
    const directives = cspDirectives(moyasar.template);
    expect(directives['connect-src']?.split(' ')).toContain('https://api.moyasar.com');
    for (const [name, sources] of Object.entries(directives)) if (name !== 'connect-src') expect(sources).not.toContain('moyasar');
    // Everything else is as without Moyasar.
    const withoutMoyasar = { ...directives, 'connect-src': directives['connect-src']?.replace(' https://api.moyasar.com', '') };
    expect(withoutMoyasar).toEqual(cspDirectives(plain.template));
  });

  test.each([
    ['a secret key', 'sk_live_5cD409HqwpoOIDjqOPJPd'],
    ['a key of another kind', 'whsec_123'],
    ['an empty value', ''],
  ])('refuses %s as the publishable key: synthesis fails before config.json could publish it', (_label, value) => {
    const app = appWithoutBundling({ [MOYASAR_PUBLISHABLE_KEY_CONTEXT]: value });
    expect(() => addMarketplaceStack(app, 'dev', webDist)).toThrow(/publishable key/);
  });
});
