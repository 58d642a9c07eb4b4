import { Duration, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { SecretValue } from 'aws-cdk-lib';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { API_PREFIX } from '../../lambdas/routes';
import { ORIGIN_VERIFY_HEADER } from '../../lambdas/telemetry/metrics';
import { ERROR_CACHING_SECONDS } from '../error-caching';
import { RUNTIME_CONFIG_FILE } from '../names';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../security-headers';
import type { StageConfig } from '../stage';
import { builtWebApp } from '../web-build';
import { pageFilesFunctionCode, withAlternatesAt } from '../page-files';

export interface WebHostingProps {
  stage: StageConfig;
  /** The HTTP API's execute-api host name. */
  apiDomainName: string;
  /** The secret whose `current` value CloudFront sends to the API in the origin-verify header. */
  originVerifySecret: ISecret;
  /** The WAF web ACL (us-east-1) to attach. */
  webAclArn: string;
  /** With a custom domain: its certificate's ARN (us-east-1, from the edge stack or the stage's settings). */
  certificateArn?: string;
}

/**
 * Viewer headers the API is given besides Authorization (a cache policy forwards that one): what the
 * handlers read, and what the logs want. Never Host: API Gateway refuses a host not its own.
 */
export const API_VIEWER_HEADERS = ['Content-Type', 'Stripe-Signature', 'User-Agent', 'Origin', 'Referer', 'Accept', 'Accept-Language'];

/** How many web builds the site bucket keeps whatever their age: the live one and those before it. */
export const WEB_BUILDS_KEPT = 5;

/** Cache-Control at deploy: hashed assets never change; everything else is checked on each load. */
export const CACHE_CONTROL = {
  hashed: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
  entry: [CacheControl.noCache()],
};

/**
 * The players' entry point: a private bucket behind CloudFront (Origin Access Control), the API on
 * the same distribution under /functions/v1/* (never cached, Authorization and the viewer's address
 * forwarded, Host not, CloudFront's origin-verify header added), the SPA fallback as a CloudFront
 * Function on the bucket's behaviour only (so an API 404 stays a JSON 404), and security headers on
 * everything. With a custom domain: its certificate, TLS 1.2 (2021 policy) and its DNS records.
 */
export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, { stage, apiDomainName, originVerifySecret, webAclArn, certificateArn }: WebHostingProps) {
    super(scope, id);
    this.logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are written with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      // Versioned, so a log deleted or overwritten is still there for an incident review (Control Tower's CT.S3.PR.11).
      versioned: true,
      lifecycleRules: [{ expiration: Duration.days(90), noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: stage.removalPolicy,
      autoDeleteObjects: stage.stage === 'dev',
    });
    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Versioned, so `npm run rollback` can put the last release's files back as they were: each
      // file's earlier versions are kept for 30 days, and the last WEB_BUILDS_KEPT builds' at any age.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30), noncurrentVersionsToRetain: WEB_BUILDS_KEPT - 1 }],
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      removalPolicy: stage.removalPolicy,
      autoDeleteObjects: stage.stage === 'dev',
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      runtime: FunctionRuntime.JS_2_0,
      comment: "App routes (no file extension) get their language's page (/es/index.html); files pass through",
      code: FunctionCode.fromInline(pageFilesFunctionCode()),
    });

    const region = Stack.of(this).region;
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `${stage.prefix}-security-headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            auth: [`https://${stage.authDomainPrefix}.auth.${region}.amazoncognito.com`, `https://cognito-idp.${region}.amazonaws.com`],
            https: true,
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(SECURITY_HEADERS.hstsMaxAgeSeconds),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption[SECURITY_HEADERS.frameOptions], override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    // Authorization reaches the origin only through a cache policy. Nothing is cached: no TTL by
    // default and the API answers no-store; the 1 s maximum is what lets a policy name a header.
    const apiCache = new CachePolicy(this, 'ApiCache', {
      cachePolicyName: `${stage.prefix}-api`,
      comment: 'API: never cached; carries Authorization',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
    });
    const apiRequest = new OriginRequestPolicy(this, 'ApiRequest', {
      originRequestPolicyName: `${stage.prefix}-api`,
      comment: "API: the viewer headers it reads and the viewer's address; never Host",
      headerBehavior: OriginRequestHeaderBehavior.allowList('CloudFront-Viewer-Address', ...API_VIEWER_HEADERS),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    // Resolved by CloudFormation at deploy; a new version is picked up when the reference changes
    // (the stage's originVerifyVersion: docs/runbook.md, "Rotating the origin-verify secret").
    const originVerify = SecretValue.secretsManager(originVerifySecret.secretArn, {
      jsonField: 'current',
      ...(stage.originVerifyVersion ? { versionId: stage.originVerifyVersion } : {}),
    });

    const domain = stage.customDomain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${stage.prefix} web app and API`,
      defaultRootObject: 'index.html',
      // No error is served from the cache (lib/error-caching.ts): no page replaces it, only its TTL is set.
      errorResponses: Object.entries(ERROR_CACHING_SECONDS).map(([status, seconds]) => ({
        httpStatus: Number(status),
        ttl: Duration.seconds(seconds),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: webAclArn,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(domain && certificateArn
        ? {
            domainNames: [domain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          // No HTTP-API origin class exists: the execute-api host, HTTPS (TLS 1.2) only.
          origin: new HttpOrigin(apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            // CloudFront replaces any viewer-sent header of this name with its own value.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerify.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCache,
          originRequestPolicy: apiRequest,
          responseHeadersPolicy: headers,
        },
      },
    });

    if (domain?.hostedZone) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', domain.hostedZone);
      const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
      new ARecord(this, 'SiteRecord', { zone, recordName: domain.domainName, target });
      new AaaaRecord(this, 'SiteRecordIpv6', { zone, recordName: domain.domainName, target });
    }
    this.siteUrl = `https://${domain ? domain.domainName : this.distribution.distributionDomainName}`;
  }

  /**
   * Deploys the web build and the stage's /config.json: hashed assets first, immutable; then every
   * other file, revalidated on each load, and invalidated at the edge. Source maps are never published.
   */
  deploySite(runtimeConfig: Record<string, unknown>): BucketDeployment {
    const build = builtWebApp();
    const common = { destinationBucket: this.bucket, exclude: ['*.map'], prune: false, memoryLimit: 512 };
    // prune: false keeps the hashed files of the previous builds, for pages opened before this deploy
    // and for a rolled-back index.html (npm run rollback), which names them.
    const hashed = new BucketDeployment(this, 'DeployAssets', {
      ...common,
      sources: [Source.asset(build.hashedDir)],
      cacheControl: CACHE_CONTROL.hashed,
    });
    const entry = new BucketDeployment(this, 'Deploy', {
      ...common,
      sources: [
        Source.asset(build.entryDir),
        // Each language's page, its alternates' addresses made whole with the site's (known at deploy).
        ...build.pages.map(({ file, html }) => Source.data(file, withAlternatesAt(html, this.siteUrl))),
        Source.jsonData(RUNTIME_CONFIG_FILE, runtimeConfig),
      ],
      cacheControl: CACHE_CONTROL.entry,
      distribution: this.distribution,
      distributionPaths: [...new Set([`/${RUNTIME_CONFIG_FILE}`, ...build.entryFiles.map((file) => `/${file}`)])].sort(),
    });
    // A new index.html may name only files that are already there.
    entry.node.addDependency(hashed);
    return entry;
  }
}
