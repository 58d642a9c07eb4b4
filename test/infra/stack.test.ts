/**
 * The cloud, proven without deploying (the AWS control plane cannot run here): the CDK app is
 * synthesised as `cdk synth` does, with cdk-nag's AwsSolutions checks, and its templates asserted.
 */
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../../bin/app';
import { routePath, routes } from '../../lambdas/routes';

type Resources = Record<string, { Type: string; Properties: Record<string, any>; DeletionPolicy?: string }>;

// The same context (feature flags) `cdk synth` reads from cdk.json.
const cdkJsonContext = JSON.parse(readFileSync(join(__dirname, '..', '..', 'cdk.json'), 'utf8')).context as Record<string, unknown>;

const synth = (context: Record<string, string> = {}) => {
  const { app, game, edge } = buildApp(new App({ context: { ...cdkJsonContext, stage: 'dev', ...context } }));
  app.synth(); // runs the cdk-nag plugin: any unacknowledged finding throws here
  return { game: Template.fromStack(game), edge: Template.fromStack(edge), gameStack: game };
};

let dev: ReturnType<typeof synth>;
let prod: ReturnType<typeof synth>;
beforeAll(() => {
  dev = synth();
  prod = synth({ stage: 'prod', alarmEmail: 'oncall@example.com', googleClientId: 'google-client-123' });
});

const resourcesOf = (template: Template, type: string): Resources => template.findResources(type) as Resources;

describe('cdk-nag AwsSolutions', () => {
  it('passes for dev and prod (every finding fixed or acknowledged with a reason)', () => {
    expect(dev.game).toBeDefined();
    expect(prod.game).toBeDefined();
  });

  it('is really enforced: a non-compliant resource fails the synth', () => {
    const app = new App();
    const stack = new Stack(app, 'Bad');
    new Bucket(stack, 'Open'); // no SSL enforcement, no access logs
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).toThrow(/Validation failed|AwsSolutions|Synthesis finished with errors/);
  });
});

describe('the API', () => {
  it.each(routes.map((r) => [r.name, r] as const))('has %s: its route and its own Lambda (arm64, Node.js 24, traced)', (name, route) => {
    dev.game.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${route.method} ${routePath(route)}` });
    dev.game.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: `cipherword-dev-${name}`,
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      TracingConfig: { Mode: 'Active' },
      Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: name }) },
    });
  });

  it('has exactly the routes of the route table', () => {
    expect(Object.keys(resourcesOf(dev.game, 'AWS::ApiGatewayV2::Route'))).toHaveLength(routes.length);
  });

  it('throttles each route and logs access as JSON', () => {
    const [stage] = Object.values(resourcesOf(dev.game, 'AWS::ApiGatewayV2::Stage'));
    for (const route of routes) {
      expect(stage.Properties.RouteSettings[`${route.method} ${routePath(route)}`]).toEqual({
        ThrottlingRateLimit: route.rateLimit,
        ThrottlingBurstLimit: route.rateLimit * 2,
      });
    }
    expect(JSON.parse(stage.Properties.AccessLogSettings.Format)).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
    });
  });

  it('puts a JWT authorizer on user-only routes only', () => {
    const routeResources = Object.values(resourcesOf(dev.game, 'AWS::ApiGatewayV2::Route'));
    for (const route of routes) {
      const resource = routeResources.find((r) => r.Properties.RouteKey === `${route.method} ${routePath(route)}`)!;
      expect(resource.Properties.AuthorizationType ?? 'NONE').toBe(route.auth === 'user' ? 'JWT' : 'NONE');
    }
    // One Cognito JWT authorizer, shared by the user-only routes (none until accounts land).
    dev.game.resourceCountIs('AWS::ApiGatewayV2::Authorizer', routes.some((r) => r.auth === 'user') ? 1 : 0);
  });
});

describe('least privilege', () => {
  const policyOf = (name: string) => {
    const functions = resourcesOf(dev.game, 'AWS::Lambda::Function');
    const [, fn] = Object.entries(functions).find(([, f]) => f.Properties.FunctionName === `cipherword-dev-${name}`)!;
    const roleId = fn.Properties.Role['Fn::GetAtt'][0];
    const policies = Object.values(resourcesOf(dev.game, 'AWS::IAM::Policy')).filter((p) =>
      p.Properties.Roles.some((r: any) => r.Ref === roleId),
    );
    return policies.flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
  };
  const tableId = () => Object.keys(resourcesOf(dev.game, 'AWS::DynamoDB::Table'))[0];
  const secretId = () => Object.keys(resourcesOf(dev.game, 'AWS::SecretsManager::Secret'))[0];

  it.each(routes.map((r) => [r.name, r] as const))('%s reaches only the table and the secrets its route names', (_, route) => {
    const statements = policyOf(route.name);
    const actions = statements.flatMap((s) => [s.Action].flat());
    const dynamo = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
    if (route.table === 'none') expect(dynamo).toHaveLength(0);
    for (const s of dynamo) {
      for (const resource of [s.Resource].flat() as any[]) {
        const text = JSON.stringify(resource);
        expect(text).toContain(tableId());
      }
    }
    const writes = actions.filter((a) => /dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)/.test(a));
    expect(writes.length > 0).toBe(route.table === 'write');
    const secretStatements = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('secretsmanager:')));
    const secretResources = secretStatements.map((s) => JSON.stringify(s.Resource));
    expect(secretResources.some((r) => r.includes(secretId()))).toBe(route.words);
    expect(secretResources.some((r) => r.includes('secret:cipherword/dev/stripe'))).toBe(route.stripe === true);
    expect(secretStatements.length).toBe(Number(route.words) + Number(route.stripe === true));
    // The only wildcard resource is X-Ray's, which has no resource-level scoping.
    for (const s of statements.filter((s) => s.Resource === '*')) expect([s.Action].flat().every((a) => a.startsWith('xray:'))).toBe(true);
  });
});

describe('data', () => {
  it('is one on-demand table with PITR and TTL; prod retains it and protects it from deletion', () => {
    const props = {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    };
    dev.game.hasResourceProperties('AWS::DynamoDB::Table', props);
    prod.game.hasResourceProperties('AWS::DynamoDB::Table', { ...props, DeletionProtectionEnabled: true });
    expect(Object.values(resourcesOf(prod.game, 'AWS::DynamoDB::Table'))[0].DeletionPolicy).toBe('Retain');
    expect(Object.values(resourcesOf(dev.game, 'AWS::DynamoDB::Table'))[0].DeletionPolicy).toBe('Delete');
  });
});

describe('sign-in', () => {
  it('federates Google with its secret from Secrets Manager, never in the template', () => {
    const [provider] = Object.values(resourcesOf(prod.game, 'AWS::Cognito::UserPoolIdentityProvider'));
    expect(provider.Properties.ProviderName).toBe('Google');
    expect(provider.Properties.ProviderDetails.client_id).toBe('google-client-123');
    expect(JSON.stringify(provider.Properties.ProviderDetails.client_secret)).toMatch(
      /\{\{resolve:secretsmanager:cipherword\/prod\/google-client-secret/,
    );
    expect(provider.Properties.AttributeMapping).toMatchObject({ email: 'email', name: 'name', picture: 'picture' });
  });

  it('asks for the Google client id at deploy time when no context gives it', () => {
    expect(dev.game.toJSON().Parameters.GoogleClientId).toBeDefined();
  });

  it('has a public SPA client: code flow, no secret, Google only, back to the site', () => {
    const [client] = Object.values(resourcesOf(dev.game, 'AWS::Cognito::UserPoolClient'));
    expect(client.Properties).toMatchObject({ GenerateSecret: false, AllowedOAuthFlows: ['code'], SupportedIdentityProviders: ['Google'] });
    expect(client.Properties.CallbackURLs[0]).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^WebDistribution/), 'DomainName'] }, '/']],
    });
    expect(client.Properties.CallbackURLs).toContain('http://localhost:3000/');
    expect(
      prod.game.toJSON().Resources[Object.keys(resourcesOf(prod.game, 'AWS::Cognito::UserPoolClient'))[0]].Properties.CallbackURLs,
    ).not.toContain('http://localhost:3000/');
    dev.game.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
  });
});

describe('the web', () => {
  const distribution = () => Object.values(resourcesOf(dev.game, 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;

  it('keeps the bucket private, reachable only by CloudFront through OAC', () => {
    const buckets = Object.values(resourcesOf(dev.game, 'AWS::S3::Bucket'));
    for (const b of buckets) {
      expect(b.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
    dev.game.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const policies = Object.values(resourcesOf(dev.game, 'AWS::S3::BucketPolicy'));
    const readers = policies
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((s: any) => s.Effect === 'Allow' && [s.Action].flat().includes('s3:GetObject'));
    expect(readers.length).toBeGreaterThan(0);
    for (const s of readers) {
      expect(s.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(JSON.stringify(s.Condition)).toContain('AWS:SourceArn');
    }
  });

  it('routes /functions/v1/* to the API: uncached, all methods, Authorization forwarded, Host not', () => {
    const config = distribution();
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/functions/v1/*');
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE', 'HEAD']));
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // Managed-AllViewerExceptHostHeader
    const origin = config.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('HttpApi');
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  it('falls back to the app only on the bucket behaviour, so an API 404 stays a JSON 404', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(config.CacheBehaviors.find((b: any) => b.PathPattern === '/functions/v1/*').FunctionAssociations).toBeUndefined();
  });

  it('serves index.html for app routes and files as they are (the CloudFront function run here)', () => {
    const [fn] = Object.values(resourcesOf(dev.game, 'AWS::CloudFront::Function'));
    const run = (uri: string) =>
      runInNewContext(`${fn.Properties.FunctionCode}; handler({ request: { uri: ${JSON.stringify(uri)} } }).uri`);
    expect(run('/')).toBe('/index.html');
    expect(run('/privacy')).toBe('/index.html');
    expect(run('/no/such/page')).toBe('/index.html');
    expect(run('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(run('/assets/privacy-policy.md')).toBe('/assets/privacy-policy.md');
    expect(run('/config.json')).toBe('/config.json');
  });

  it('sends security headers: a CSP admitting Stripe and the ad network, HSTS, no framing, no sniffing', () => {
    const [policy] = Object.values(resourcesOf(dev.game, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp: string = headers.ContentSecurityPolicy.ContentSecurityPolicy;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com .*googlesyndication/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(headers.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true });
    expect(headers.FrameOptions.FrameOption).toBe('DENY');
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
  });

  it('deploys the web build with a config.json for the stage', () => {
    dev.game.resourceCountIs('Custom::CDKBucketDeployment', 1);
    const [deployment] = Object.values(resourcesOf(dev.game, 'Custom::CDKBucketDeployment'));
    expect(deployment.Properties.SourceMarkers ?? deployment.Properties.SourceMarkersConfig ?? deployment.Properties).toBeDefined();
    const text = JSON.stringify(deployment.Properties);
    expect(text).toContain('UserPool');
    expect(text).toContain('DistributionId');
  });
});

describe('protection', () => {
  it("keeps Stripe's webhook out of the common rules (8 KB body limit) and nothing else", () => {
    const [acl] = Object.values(resourcesOf(dev.edge, 'AWS::WAFv2::WebACL'));
    const common = acl.Properties.Rules.find((r: any) => r.Name === 'AWSManagedRulesCommonRuleSet');
    const scope = common.Statement.ManagedRuleGroupStatement.ScopeDownStatement;
    expect(scope.NotStatement.Statement.ByteMatchStatement).toMatchObject({
      SearchString: '/functions/v1/stripe-webhook',
      PositionalConstraint: 'EXACTLY',
    });
    const others = acl.Properties.Rules.filter(
      (r: any) => r.Name !== 'AWSManagedRulesCommonRuleSet' && r.Statement.ManagedRuleGroupStatement,
    );
    for (const rule of others) expect(rule.Statement.ManagedRuleGroupStatement.ScopeDownStatement).toBeUndefined();
  });

  it('puts a WAF web ACL in us-east-1 with a per-IP rate limit and AWS managed rules on the distribution', () => {
    const [acl] = Object.values(resourcesOf(dev.edge, 'AWS::WAFv2::WebACL'));
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const rules = acl.Properties.Rules.map((r: any) => r.Name);
    expect(rules).toEqual(
      expect.arrayContaining([
        'RateLimitPerIp',
        'AWSManagedRulesCommonRuleSet',
        'AWSManagedRulesKnownBadInputsRuleSet',
        'AWSManagedRulesAmazonIpReputationList',
      ]),
    );
    expect(dev.edge.toJSON().Resources).toBeDefined();
    expect(distributionAcl()).toBeDefined();
  });
  const distributionAcl = () =>
    Object.values(resourcesOf(dev.game, 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig.WebACLId;
});

describe('operations', () => {
  it('has one dashboard and paging alarms, all wired to the SNS topic', () => {
    dev.game.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const alarms = Object.values(resourcesOf(dev.game, 'AWS::CloudWatch::Alarm'));
    const names = alarms.map((a) => a.Properties.AlarmName);
    expect(names).toEqual(
      expect.arrayContaining([
        'cipherword-dev-api-5xx-rate',
        'cipherword-dev-api-latency-p99',
        'cipherword-dev-dynamodb-throttles',
        'cipherword-dev-dynamodb-system-errors',
      ]),
    );
    for (const route of routes)
      expect(names).toEqual(
        expect.arrayContaining([`cipherword-dev-lambda-errors-${route.name}`, `cipherword-dev-lambda-throttles-${route.name}`]),
      );
    const topicId = Object.keys(resourcesOf(dev.game, 'AWS::SNS::Topic'))[0];
    for (const alarm of alarms) expect(JSON.stringify(alarm.Properties.AlarmActions)).toContain(topicId);
  });

  it("pages when a payment is not credited or the webhook's signatures are refused", () => {
    const alarms = Object.values(resourcesOf(dev.game, 'AWS::CloudWatch::Alarm'));
    const byName = (name: string) => alarms.find((a) => a.Properties.AlarmName === name)?.Properties;
    expect(byName('cipherword-dev-payment-unmatched')).toMatchObject({
      MetricName: 'PaymentUnmatched',
      Namespace: 'Cipherword',
      Dimensions: [{ Name: 'service', Value: 'stripe-webhook' }],
      Threshold: 1,
    });
    expect(byName('cipherword-dev-webhook-signatures-rejected')).toMatchObject({
      MetricName: 'WebhookRejected',
      Dimensions: [{ Name: 'service', Value: 'stripe-webhook' }],
    });
  });

  it('routes Stripe to the webhook without a user token, and never puts a Stripe secret in the template', () => {
    const template = JSON.stringify(dev.game.toJSON());
    expect(template).not.toMatch(/sk_(live|test)_|whsec_/);
    const routesByKey = Object.values(resourcesOf(dev.game, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties);
    const webhook = routesByKey.find((r) => r.RouteKey === 'POST /functions/v1/stripe-webhook');
    expect(webhook?.AuthorizationType ?? 'NONE').toBe('NONE');
    const intent = routesByKey.find((r) => r.RouteKey === 'POST /functions/v1/create-payment-intent');
    expect(intent?.AuthorizationType).toBe('JWT');
  });

  it('e-mails alarms where the stage names an address', () => {
    prod.game.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'oncall@example.com' });
    dev.game.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('shows latency per route and the business metrics on the dashboard', () => {
    const [dashboard] = Object.values(resourcesOf(dev.game, 'AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const route of routes) expect(body).toContain(routePath(route));
    for (const metric of ['GameWon', 'GameLost', 'GuessSubmitted', 'HelperUsed', 'CreditsPurchased', 'PaymentFailed'])
      expect(body).toContain(metric);
  });

  it('keeps logs for a set time: two weeks in dev, three months in prod', () => {
    for (const group of Object.values(resourcesOf(dev.game, 'AWS::Logs::LogGroup'))) expect(group.Properties.RetentionInDays).toBe(14);
    for (const group of Object.values(resourcesOf(prod.game, 'AWS::Logs::LogGroup'))) expect(group.Properties.RetentionInDays).toBe(90);
  });
});
