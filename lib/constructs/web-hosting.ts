import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { AssetHashType, CfnOutput, DockerImage, Duration, Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { API_PREFIX } from '../../lambdas/routes';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../security-headers';
import type { StageConfig } from '../stage';

const ROOT = join(__dirname, '..', '..');

export interface WebHostingProps {
  stage: StageConfig;
  /** The HTTP API's execute-api host name. */
  apiDomainName: string;
  /** The WAF web ACL (us-east-1) to attach. */
  webAclArn: string;
}

/**
 * The players' entry point: a private bucket behind CloudFront (Origin Access Control), the API on
 * the same distribution under /functions/v1/* (never cached, Authorization forwarded, Host not),
 * the SPA fallback as a CloudFront Function on the bucket's behaviour only (so an API 404 stays a
 * JSON 404), and security headers on everything.
 */
export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly siteUrl: string;
  private readonly headers: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, { stage, apiDomainName, webAclArn }: WebHostingProps) {
    super(scope, id);
    const logs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are written with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: stage.removalPolicy,
      autoDeleteObjects: stage.stage === 'dev',
    });
    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 's3/',
      removalPolicy: stage.removalPolicy,
      autoDeleteObjects: stage.stage === 'dev',
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'App routes (no file extension) get index.html; files pass through',
      code: FunctionCode.fromInline(
        `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`,
      ),
    });

    const region = Stack.of(this).region;
    this.headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
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

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${stage.prefix} web app and API`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: webAclArn,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headers,
        compress: true,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          // No HTTP-API origin class exists: the execute-api host, HTTPS only. The viewer's Host is
          // not forwarded (API Gateway answers 403 to a foreign Host); Authorization is, because
          // caching is disabled on this behaviour.
          origin: new HttpOrigin(apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.headers,
        },
      },
    });
    this.siteUrl = `https://${this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl, description: 'Where players play' });
  }

  /** Deploys the web build and the stage's /config.json, then invalidates what must not be stale. */
  deploySite(runtimeConfig: Record<string, unknown>): BucketDeployment {
    const build = Source.asset(join(ROOT, 'web'), {
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        // Built on this machine with the project's Vite; the image is never used (no Docker).
        image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22-slim'),
        local: {
          tryBundle(outputDir: string) {
            execFileSync(
              'npx',
              ['vite', 'build', '--config', 'web/vite.config.mts', '--outDir', outputDir, '--emptyOutDir', '--logLevel', 'error'],
              {
                cwd: ROOT,
                stdio: ['ignore', 'ignore', 'inherit'],
              },
            );
            return true;
          },
        },
      },
    });
    return new BucketDeployment(this, 'Deploy', {
      sources: [build, Source.jsonData('config.json', runtimeConfig)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/config.json'],
      prune: false, // old hashed assets stay for pages still open during a deploy
      memoryLimit: 512,
    });
  }
}
