/**
 * The optional custom domain: its certificate in us-east-1 (requested and validated in a Route 53
 * zone, or an existing one), CloudFront's alias with TLS 1.2 (2021), the DNS records, and sign-in
 * following the site to its new address.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { assembly, only, resourcesOf, SYNTHESES_WAIT_MS, type Synthesized } from './synth';

let withZone: Synthesized;
let withCertificate: Synthesized;
beforeAll(async () => {
  withZone = await assembly('prod-custom-domain');
  withCertificate = await assembly('dev-variant');
}, SYNTHESES_WAIT_MS);

const distributionConfig = (t: Synthesized) =>
  only(Object.values(resourcesOf(t.game, 'AWS::CloudFront::Distribution'))).Properties.DistributionConfig;

describe('a custom domain with a Route 53 zone', () => {
  it('requests its certificate in us-east-1, validated by DNS in the zone', () => {
    expect(withZone.edgeArtifact.environment.region).toBe('us-east-1');
    withZone.edge.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'play.example.com',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [{ DomainName: 'play.example.com', HostedZoneId: 'Z0123456789ABC' }],
    });
    withZone.game.resourceCountIs('AWS::CertificateManager::Certificate', 0);
  });

  it('serves the site under it, with that certificate and TLS 1.2 (2021 policy)', () => {
    const config = distributionConfig(withZone);
    expect(config.Aliases).toEqual(['play.example.com']);
    expect(config.ViewerCertificate).toMatchObject({ MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' });
    // The certificate's ARN crosses from us-east-1 through CDK's cross-region reference.
    expect(JSON.stringify(config.ViewerCertificate.AcmCertificateArn)).toMatch(/ExportsReader.*SiteCertificate/);
  });

  it('points the domain at CloudFront (IPv4 and IPv6)', () => {
    for (const type of ['A', 'AAAA']) {
      withZone.game.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'play.example.com.',
        Type: type,
        HostedZoneId: 'Z0123456789ABC',
        AliasTarget: { DNSName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebDistribution'), 'DomainName'] } },
      });
    }
  });

  it('sends sign-in back to the domain, and the site to it', () => {
    const client = only(Object.values(resourcesOf(withZone.game, 'AWS::Cognito::UserPoolClient')));
    expect(client.Properties.CallbackURLs).toEqual(['https://play.example.com/']);
    expect(client.Properties.LogoutURLs).toEqual(['https://play.example.com/']);
    expect(findOutput(withZone, 'SiteUrl')).toBe('https://play.example.com');
  });

  it('pins the origin-verify header to the secret version the stage names (a rotation)', () => {
    const origin = distributionConfig(withZone).Origins.find((o: any) => o.OriginCustomHeaders);
    expect(JSON.stringify(origin.OriginCustomHeaders[0].HeaderValue)).toContain(':SecretString:current::v-0123}}');
  });
});

describe('a custom domain with a certificate of its own', () => {
  it('uses it as it is: no certificate requested, no DNS record made', () => {
    withCertificate.edge.resourceCountIs('AWS::CertificateManager::Certificate', 0);
    withCertificate.game.resourceCountIs('AWS::Route53::RecordSet', 0);
    const config = distributionConfig(withCertificate);
    expect(config.Aliases).toEqual(['dev.example.com']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
    const client = only(Object.values(resourcesOf(withCertificate.game, 'AWS::Cognito::UserPoolClient')));
    expect(client.Properties.CallbackURLs).toEqual(['https://dev.example.com/', 'http://localhost:3000/', 'http://localhost:5173/']);
  });
});

function findOutput(t: Synthesized, key: string): unknown {
  const outputs = t.game.toJSON().Outputs as Record<string, { Value: unknown }>;
  return only(Object.entries(outputs).filter(([id]) => id.includes(key)))[1].Value;
}
