// The pass and its registration. The pass entry (ArcElidePass::run) builds one function's
// analyses (analyses.h), runs the C driver (ae_elide_function) on them and says what it preserved.
// Registration: the pass name `arc-elide` and its parameters for `opt -passes=` (as a function
// pass and, wrapped, as a module pass), and the places in clang's -O1..-O3 pipeline and in the
// linker's LTO pipelines (lld --load-pass-plugin) where it runs without being named.
//
// Where it runs under clang: the vectorizer-start extension point. By then every function has
// been inlined and simplified (handles live in SSA values, LICM has already hoisted what it
// could), GlobalsAA has been computed for the module, and loops are rotated. What follows it —
// LoopVectorize, LoopUnroll and another LICM — sees loops from which the runtime calls are gone,
// which is what lets it vectorize them. The pass runs LoopSimplify itself first (in every
// pipeline, opt's included) so loops have the preheader and dedicated exits the hoisting rules
// need; it is a no-op on loops already in that form. docs/rules/ has the rules.
#include "analyses.h"

#include "arc_elide.h"

#include "llvm-c/Core.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"

#include <atomic>
#include <memory>
#include <optional>
#include <string>
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

  const Module *CheckedModule = nullptr; // the module whose custom runtime names were checked

  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM) {
    // Once per module: a custom runtime's names the module does not declare, likely typos.
    if (F.getParent() != CheckedModule) {
      CheckedModule = F.getParent();
      ae_elide_check_module(wrap(F.getParent()), &Options);
    }
    if (F.isDeclaration() || !ae_elide_module_relevant(wrap(F.getParent()), &Options))
      return PreservedAnalyses::all(); // no runtime call can be in F: leave it as it is
    // Invokes of runtime entries that never unwind become calls (unwinding.h), before any
    // analysis of F is asked for.
    bool Prepared = ae_elide_prepare_function(wrap(&F), &Options);
    if (Prepared)
      FAM.invalidate(F, PreservedAnalyses::none());
    // Preheaders and dedicated exits first; what LoopSimplify does not preserve is invalidated
    // before the pass asks for its analyses.
    PreservedAnalyses Simplified = LoopSimplifyPass().run(F, FAM);
    FAM.invalidate(F, Simplified);
    // Inlined reference counting raised to calls (inlined_counts.h): edges removed.
    ArcRaisedCounts *Raised = nullptr;
    if (ae_elide_raise_inlined_counts(wrap(&F), &Options, &Raised)) {
      Prepared = true;
      FAM.invalidate(F, PreservedAnalyses::none());
    }
    ArcAnalyses A(F, FAM);
    bool Changed = ae_elide_function(wrap(&F), &A, &Options, Raised);
    if (Prepared || A.CFGChanged)
      return PreservedAnalyses::none(); // invokes made calls, the lazy hoist's branches
    if (!Changed)
      return Simplified;
    // Only calls were inserted or deleted: the CFG, and with it loops and dominators, stand.
    PreservedAnalyses PA;
    PA.preserveSet<CFGAnalyses>();
    PA.intersect(std::move(Simplified));
    return PA;
  }

  void printPipeline(raw_ostream &OS, function_ref<StringRef(StringRef)>) {
    char Params[512];
    ae_elide_print_params(&Options, Params, sizeof Params);
    OS << "arc-elide";
    if (Params[0])
      OS << '<' << Params << '>';
  }

  static StringRef name() { return "arc-elide"; }
};

Expected<ArcElideOptions> parseParams(StringRef Params) {
  ArcElideOptions Options = ae_elide_default_options();
  char Message[512];
  std::string Text = Params.str();
  if (!ae_elide_parse_params(Text.c_str(), &Options, Message, sizeof Message))
    return make_error<StringError>(Message, inconvertibleErrorCode());
  return Options;
}

// arc-elide<...> in a -passes= pipeline: the options, or nothing when NAME is another pass or
// its parameters are wrong (then the message says why; the parser itself only says "unknown").
std::optional<ArcElideOptions> parsePipelineName(StringRef Name) {
  if (!PassBuilder::checkParametrizedPassName(Name, "arc-elide"))
    return std::nullopt;
  Expected<ArcElideOptions> Options =
      PassBuilder::parsePassParameters(parseParams, Name, "arc-elide");
  if (!Options) {
    // The parser offers a name to the module, then the function callbacks: say it once.
    static std::string LastMessage;
    std::string Message = toString(Options.takeError());
    if (Message != LastMessage)
      errs() << "arc-elide: " << Message << "\n";
    LastMessage = Message;
    return std::nullopt;
  }
  return *Options;
}

// The parameters of the pass in the pipelines clang and lld build (and opt's default<On>), in the
// syntax of arc-elide<...>: `-mllvm -arc-elide-options=...` where the host parses its options
// after loading the plugin (opt; clang from LLVM 22 on), else the environment variable
// ARCELIDE_OPTIONS (LLVM 19's clang parses -mllvm options before -fpass-plugin loads the plugin).
cl::opt<std::string> OptionsFlag(
    "arc-elide-options", cl::value_desc("params"),
    cl::desc("arc-elide's parameters under clang, lld and opt's default<On> pipelines, as in "
             "arc-elide<...> (overrides ARCELIDE_OPTIONS)"));

// Those parameters, parsed once per process, when the plugin is first registered with a
// PassBuilder: the same answer for every pipeline clang, lld (one per LTO backend) or opt builds.
struct HostOptions {
  std::optional<ArcElideOptions> Options; // or, when the text is wrong:
  std::string Error;
};
const HostOptions &hostOptions() {
  static const HostOptions Parsed = [] {
    bool FromFlag = OptionsFlag.getNumOccurrences() > 0;
    const char *Env = getenv("ARCELIDE_OPTIONS");
    std::string Text = FromFlag ? OptionsFlag.getValue() : Env ? Env : "";
    HostOptions Result;
    Expected<ArcElideOptions> Options = parseParams(Text);
    if (Options)
      Result.Options = *Options;
    else
      Result.Error = std::string("arc-elide: ") +
                     (FromFlag ? "-arc-elide-options" : "ARCELIDE_OPTIONS") + "='" + Text +
                     "': " + toString(Options.takeError());
    return Result;
  }();
  return Parsed;
}

// A wrong parameter text must stop the build: a typo must not silently turn the optimisation
// off. At pipeline-building time there is no LLVMContext to report to, so this pass stands at the
// start of every pipeline the text feeds (-O0 and the LTO pre-link compiles included) and in the
// pass's own places, and reports the error as clang reports its own (a message, no object file,
// a non-zero exit): once per process, however many pipelines (lld's LTO backends) it stands in.
struct OptionsErrorPass : PassInfoMixin<OptionsErrorPass> {
  static std::atomic<bool> Reported;
  static void report(LLVMContext &Context) {
    if (!Reported.exchange(true))
      Context.emitError(hostOptions().Error);
  }
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    report(M.getContext());
    return PreservedAnalyses::all();
  }
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    report(F.getContext());
    return PreservedAnalyses::all();
  }
  static StringRef name() { return "arc-elide-options-error"; }
};
std::atomic<bool> OptionsErrorPass::Reported{false};

// At the start of every optimising pipeline (and of the full-LTO link): the module's definitions
// of count observers stay calls, so that H4 sees them after the inliner has run
// (ae_elide_keep_observers).
struct KeepObserversPass : PassInfoMixin<KeepObserversPass> {
  ArcElideOptions Options;
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    return ae_elide_keep_observers(wrap(&M), &Options) ? PreservedAnalyses::none()
                                                       : PreservedAnalyses::all();
  }
  static StringRef name() { return "arc-elide-keep-observers"; }
};

// The pass with the host's parameters, or the error in its place.
void addFromHost(FunctionPassManager &FPM) {
  if (hostOptions().Options)
    return FPM.addPass(ArcElidePass(*hostOptions().Options));
  FPM.addPass(OptionsErrorPass());
}

void registerCallbacks(PassBuilder &PB) {
  // The host's parameters are checked in every pipeline, whatever its level: at its start, and
  // at its end for the -O0 pipelines that have no start extension point (LLVM 22's).
  if (!hostOptions().Options) {
    PB.registerPipelineStartEPCallback(
        [](ModulePassManager &MPM, OptimizationLevel) { MPM.addPass(OptionsErrorPass()); });
    PB.registerOptimizerLastEPCallback([](ModulePassManager &MPM, OptimizationLevel, auto...) {
      MPM.addPass(OptionsErrorPass());
    });
  }
  if (hostOptions().Options && hostOptions().Options->hoist) {
    ArcElideOptions Options = *hostOptions().Options;
    PB.registerPipelineStartEPCallback([Options](ModulePassManager &MPM, OptimizationLevel Level) {
      if (Level != OptimizationLevel::O0)
        MPM.addPass(KeepObserversPass{{}, Options});
    });
    PB.registerFullLinkTimeOptimizationEarlyEPCallback(
        [Options](ModulePassManager &MPM, OptimizationLevel Level) {
          if (Level != OptimizationLevel::O0)
            MPM.addPass(KeepObserversPass{{}, Options});
        });
  }
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM, ArrayRef<PassBuilder::PipelineElement>) {
        std::optional<ArcElideOptions> Options = parsePipelineName(Name);
        if (Options)
          FPM.addPass(ArcElidePass(*Options));
        return Options.has_value();
      });
  // At module level too, so that `-passes=arc-elide` next to module passes parses
  // (`function(loop-simplify),arc-elide`): the function pass on every function.
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM, ArrayRef<PassBuilder::PipelineElement>) {
        std::optional<ArcElideOptions> Options = parsePipelineName(Name);
        if (Options)
          MPM.addPass(createModuleToFunctionPassAdaptor(ArcElidePass(*Options)));
        return Options.has_value();
      });
  // clang -O1..-O3, the full-LTO pre-link compile, the ThinLTO backends in the linker, and (in
  // LLVM versions whose full-LTO link pipeline has the vectorizer passes, LLVM 22) full LTO.
  // VectorizerStartRan says whether the full-LTO pipeline being built has already placed the pass
  // there: its early extension point clears it, this one sets it.
  auto VectorizerStartRan = std::make_shared<bool>(false);
  PB.registerFullLinkTimeOptimizationEarlyEPCallback(
      [VectorizerStartRan](ModulePassManager &, OptimizationLevel) {
        *VectorizerStartRan = false;
      });
  PB.registerVectorizerStartEPCallback(
      [VectorizerStartRan](FunctionPassManager &FPM, OptimizationLevel Level) {
        if (Level == OptimizationLevel::O0)
          return;
        *VectorizerStartRan = true;
        addFromHost(FPM);
      });
  // LLVM 19's full-LTO link-time pipeline has no vectorizer-start point: the pass runs at its end
  // there (after the link-time inliner, so calls across files have been inlined by then). Where
  // the pipeline has one, the pass has run there already and a second run would find nothing to
  // do but repeat its remarks. A module compiled with the plugin already had its pairs hoisted: a
  // second run at link time finds none left.
  PB.registerFullLinkTimeOptimizationLastEPCallback(
      [VectorizerStartRan](ModulePassManager &MPM, OptimizationLevel Level) {
        if (Level == OptimizationLevel::O0 || *VectorizerStartRan)
          return;
        FunctionPassManager FPM;
        addFromHost(FPM);
        MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
      });
}

} // namespace

// The plugin's one exported symbol: everything else is built hidden (pass/CMakeLists.txt).
//
// A plugin works only in the LLVM it was compiled against (its C++ ABI changes with every major
// version, and LLVM_PLUGIN_API_VERSION does not). The plugin is linked with -z now, so in an LLVM
// that lacks one of its symbols loading stops with "undefined symbol" (LLVMGetVersion, which it
// calls below, exists from LLVM 16 on). Where every symbol resolves, the running LLVM's major
// version (LLVMGetVersion: the host's own, compiled into its libLLVM) must equal the one the
// plugin was built for; otherwise the plugin says which LLVM it needs and declines to load (an
// API version no host accepts), before any of its code touches the host's data structures.
extern "C" LLVM_ATTRIBUTE_WEAK LLVM_ATTRIBUTE_VISIBILITY_DEFAULT PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  unsigned Major = 0, Minor = 0, Patch = 0;
  LLVMGetVersion(&Major, &Minor, &Patch);
  if (Major != LLVM_VERSION_MAJOR) {
    errs() << "arc-elide: this plugin (arcelide " ARCELIDE_VERSION ") was built for LLVM "
           << LLVM_VERSION_STRING << " and cannot run in LLVM " << Major << '.' << Minor << '.'
           << Patch << ": load the plugin built for LLVM " << Major << " (lib/arcelide/llvm-"
           << Major << "/ArcElide.so in an installed tree)\n";
    return {0, "arc-elide", ARCELIDE_VERSION, [](PassBuilder &) {}};
  }
  return {LLVM_PLUGIN_API_VERSION, "arc-elide", ARCELIDE_VERSION, registerCallbacks};
}
