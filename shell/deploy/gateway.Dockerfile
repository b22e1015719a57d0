# The shell's deployable: its built files and the gateway that serves them, composes each page from
# the remotes' own server renderers (a worker pool: piscina, jsdom) and proxies the API.
# Build: docker build -f shell/deploy/gateway.Dockerfile -t shell .
FROM node:24-alpine AS build
WORKDIR /src
COPY . .
# Production dependencies only, once the shell is built (the gateway needs piscina and jsdom besides sirv).
# The default remote list (every remote under /remotes/<folder>/) is written from the remotes' manifests.
RUN npm ci --no-audit --no-fund && npm run build -w shell \
  && node shell/server/local/topology.mjs --deployed /remotes/ > /src/remotes.json \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:24-alpine
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /src/node_modules /app/node_modules
# node_modules/@pharma/shared links to ../../shared: the package's server modules live there.
COPY --from=build /src/shared/package.json /app/shared/package.json
COPY --from=build /src/shared/server /app/shared/server
COPY --from=build /src/shell/package.json /app/shell/package.json
COPY --from=build /src/shell/server/gateway /app/shell/server/gateway
COPY --from=build /src/shell/server/dist /app/shell/server/dist
COPY --from=build /src/shell/dist /app/dist
COPY --from=build /src/remotes.json /app/remotes.json
ENV REMOTES_FILE=/app/remotes.json
USER node
EXPOSE 8080
CMD ["node", "/app/shell/server/gateway/gateway.mjs"]
