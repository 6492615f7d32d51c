declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  type SwaggerUIOptions = {
    domNode: HTMLElement;
    spec?: object;
    url?: string;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    tryItOutEnabled?: boolean;
    persistAuthorization?: boolean;
    withCredentials?: boolean;
    onComplete?: () => void;
    [option: string]: unknown;
  };
  const SwaggerUIBundle: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUIBundle;
}

declare module 'swagger-ui-dist/swagger-ui.css';
