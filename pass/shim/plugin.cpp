// Plugin registration: the pass name `arc-elide` and its parameters for `opt -passes=`, and the
// place in clang's -O1..-O3 pipeline where it runs without being named.
//
// Where it runs under clang: the vectorizer-start extension point. By then every function has
// been inlined and simplified (handles live in SSA values, LICM has already hoisted what it
// could), GlobalsAA has been computed for the module, and loops are rotated. What follows it —
// LoopVectorize, LoopUnroll and another LICM — sees loops from which the runtime calls are gone,
// which is what lets it vectorize them. LoopSimplify runs first so loops have the preheader and
// dedicated exits the hoisting rules need (it is a no-op on loops already in that form).
#include "analyses.h"

#include "arc_elide.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/Error.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"
#if __has_include("llvm/Plugins/PassPlugin.h")
#include "llvm/Plugins/PassPlugin.h"
#else
#include "llvm/Passes/PassPlugin.h"
#endif

using namespace llvm;

namespace {

struct ArcElidePass : PassInfoMixin<ArcElidePass> {
  ArcElideOptions Options;
  explicit ArcElidePass(ArcElideOptions Options) : Options(Options) {}
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM) {
    return arcelide::runOnFunction(F, FAM, Options);
  }
  static StringRef name() { return "arc-elide"; }
};

Expected<ArcElideOptions> parseParams(StringRef Params) {
  ArcElideOptions Options = arc_elide_default_options();
  char Message[256];
  std::string Text = Params.str();
  if (!arc_elide_parse_params(Text.c_str(), &Options, Message, sizeof Message))
    return make_error<StringError>(Message, inconvertibleErrorCode());
  return Options;
}

void registerCallbacks(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM, ArrayRef<PassBuilder::PipelineElement>) {
        if (!PassBuilder::checkParametrizedPassName(Name, "arc-elide"))
          return false;
        Expected<ArcElideOptions> Options =
            PassBuilder::parsePassParameters(parseParams, Name, "arc-elide");
        if (!Options) {
          // The pipeline parser reports only "unknown pass" when a callback says no; say why.
          errs() << "arc-elide: " << toString(Options.takeError()) << "\n";
          return false;
        }
        FPM.addPass(ArcElidePass(*Options));
        return true;
      });
  // clang parses -mllvm options before -fpass-plugin loads the plugin, so under clang the pass
  // takes its parameters from the environment, in the same syntax as arc-elide<...>.
  PB.registerVectorizerStartEPCallback([](FunctionPassManager &FPM, OptimizationLevel Level) {
    if (Level == OptimizationLevel::O0)
      return;
    const char *Env = getenv("ARCELIDE_OPTIONS");
    Expected<ArcElideOptions> Options = parseParams(Env ? Env : "");
    if (!Options) {
      errs() << "arc-elide: ARCELIDE_OPTIONS: " << toString(Options.takeError())
             << "; the pass does not run\n";
      return;
    }
    FPM.addPass(LoopSimplifyPass());
    FPM.addPass(ArcElidePass(*Options));
  });
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "arc-elide", LLVM_VERSION_STRING, registerCallbacks};
}
