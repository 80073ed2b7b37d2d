// Imported first by the local entry points, before any AWS SDK loads. The SDKs' notices are about the
// developer's Node version and cognito-local's use of SDK v2: nothing the person at the keyboard can act on.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
