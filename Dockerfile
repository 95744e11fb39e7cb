# Salamu, built and run as in README "Deploy" (ADR 040): the server is JavaScript in dist/server, run by plain
# node with the production dependencies only, as the unprivileged `node` user.
#   docker build -t salamu .
#   docker run --init -p 3000:3000 --env-file .env salamu
# Node 20 (package.json engines); ffmpeg and the watermark's font for video processing.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/prune-dev-only.mjs ./scripts/
RUN npm run install:prod && npm cache clean --force

FROM node:20-bookworm-slim
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json package-lock.json ./
# Disk storage and the embedded database live here when no bucket or PostgreSQL is configured.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# npm runs `exec node ...`: the server gets the stop signal itself and drains (SHUTDOWN_GRACE_SECONDS).
CMD ["npm", "run", "start:prod"]
