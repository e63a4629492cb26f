# The reverse proxy in front of the portal: docker build -f deploy/proxy.Dockerfile .
# Debian's nginx-light, the very package CI installs to run this configuration (docs/deployment.md).
# The configuration is deploy/nginx/basin.conf.template, rendered from the environment at start.
FROM debian:bookworm-slim
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light gettext-base curl ca-certificates \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx/basin.conf.template /etc/nginx/templates/basin.conf.template
COPY deploy/nginx/render-templates.sh /usr/local/bin/render-templates
ENV NGINX_HTTP_PORT=80 NGINX_HTTPS_PORT=443 NGINX_LOG_DIR=/var/log/nginx \
    NGINX_SSL_CERTIFICATE=/etc/nginx/certs/fullchain.pem NGINX_SSL_CERTIFICATE_KEY=/etc/nginx/certs/privkey.pem
EXPOSE 80 443
ENTRYPOINT ["render-templates"]
CMD ["nginx", "-g", "daemon off;"]
