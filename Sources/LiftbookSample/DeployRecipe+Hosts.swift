extension DeployRecipe {
    /// A GitHub Actions workflow that builds the site and publishes it with the Pages actions.
    static func githubPages(version: String) -> DeployRecipe {
        let command = build(baseURL: "SITE_URL")
        let text = """
            # Builds this Liftbook site and publishes it on GitHub Pages (written by `liftbook init --deploy github-pages`).
            # One-time setting on GitHub: Settings → Pages → Build and deployment → Source: "GitHub Actions".
            # The site is published at the address Pages gives the repository, sub-path included.
            name: Publish the Liftbook site

            on:
              push:
                branches: [main]
              workflow_dispatch:

            permissions:
              contents: read
              pages: write
              id-token: write

            concurrency:
              group: pages
              cancel-in-progress: false

            env:
              LIFTBOOK_VERSION: "\(version)"
              LIFTBOOK_URL: \(releasesURL)

            jobs:
              build:
                runs-on: ubuntu-latest
                steps:
                  - uses: actions/checkout@v4
                  - id: pages
                    uses: actions/configure-pages@v5
                  - uses: actions/setup-python@v5
                    with:
                      python-version: "3.12"
                  - name: Get Pagefind, for the search page
                    run: python -m pip install \(pagefindPackage)
                  - name: Get Liftbook
                    run: |
                      \(download(into: "$RUNNER_TEMP"))
                      echo "$RUNNER_TEMP/liftbook-$LIFTBOOK_VERSION-linux-x86_64/bin" >> "$GITHUB_PATH"
                  - name: Build the site
                    env:
                      SITE_URL: ${{ steps.pages.outputs.base_url }}
                    run: \(command)
                  - uses: actions/upload-pages-artifact@v3
                    with:
                      path: public
              deploy:
                needs: build
                runs-on: ubuntu-latest
                environment:
                  name: github-pages
                  url: ${{ steps.deployment.outputs.page_url }}
                steps:
                  - id: deployment
                    uses: actions/deploy-pages@v4

            """
        return DeployRecipe(host: .githubPages, path: ".github/workflows/liftbook-pages.yml",
                            buildCommand: command, baseURLVariable: "SITE_URL", text: text)
    }

    /// A GitLab CI `pages` job: GitLab publishes the job's `public/` artifact.
    static func gitlab(version: String) -> DeployRecipe {
        let command = build(baseURL: "CI_PAGES_URL")
        let text = """
            # Builds this Liftbook site and publishes it on GitLab Pages (written by `liftbook init --deploy gitlab`).
            # No setting is needed on GitLab: after the first run on the default branch,
            # Deploy → Pages shows the site's address. GitLab publishes the job's public/ folder.
            pages:
              image: debian:bookworm-slim
              variables:
                LIFTBOOK_VERSION: "\(version)"
                LIFTBOOK_URL: \(releasesURL)
              before_script:
                - apt-get update -qq && apt-get install -y -qq curl ca-certificates python3-venv
                - python3 -m venv /opt/pagefind && /opt/pagefind/bin/pip install -q \(pagefindPackage)
                - \(download(into: "/opt"))
                - export PATH="/opt/liftbook-$LIFTBOOK_VERSION-linux-x86_64/bin:/opt/pagefind/bin:$PATH"
              script:
                - \(command)
              artifacts:
                paths:
                  - public
              rules:
                - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH

            """
        return DeployRecipe(host: .gitlab, path: ".gitlab-ci.yml", buildCommand: command,
                            baseURLVariable: "CI_PAGES_URL", text: text)
    }

    /// A `netlify.toml`: Netlify runs the command and publishes `public/`; previews get their own address.
    static func netlify(version: String) -> DeployRecipe {
        let command = build(baseURL: "URL")
        let preview = build(baseURL: "DEPLOY_PRIME_URL")
        func line(_ build: String) -> String {
            let text = "python3 -m pip install -q \(pagefindPackage) && " + download(into: "/tmp") + " && PATH=\"/tmp/liftbook-$LIFTBOOK_VERSION-linux-x86_64/bin:$PATH\" " + build
            var quoted = "\""
            for character in text {
                if character == "\\" || character == "\"" { quoted.append("\\") }
                quoted.append(character)
            }
            return quoted + "\""
        }
        let text = """
            # Builds this Liftbook site and publishes it on Netlify (written by `liftbook init --deploy netlify`).
            # One-time setting on Netlify: Add new site → Import an existing project → pick this repository;
            # the build command and publish folder below are read from this file.

            [build]
              publish = "public"
              command = \(line(command))

            [build.environment]
              LIFTBOOK_VERSION = "\(version)"
              LIFTBOOK_URL = "\(releasesURL)"

            # Deploy previews and branch deploys are built for their own address.
            [context.deploy-preview]
              command = \(line(preview))

            [context.branch-deploy]
              command = \(line(preview))

            """
        return DeployRecipe(host: .netlify, path: "netlify.toml", buildCommand: command,
                            baseURLVariable: "URL", text: text)
    }
}
